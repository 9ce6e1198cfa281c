import { plural } from '../../../shared/plural';
import { sendTest, type CampaignEvents } from '../../../server/newsletter/send';
import type { CampaignContent } from '../../../server/newsletter/campaignContent';
import { NEWSLETTER_EMAIL_PATTERN } from '../../../shared/forms';
import type { Knex } from 'knex';
import type { Env } from '../../../server/env';
import { mailSettingsDifferences } from '../../../server/mail/recordedSender';
import { CommandError, integerOption, UsageError, type CommandSpec } from './command';

const DEFAULT_PER_MINUTE = 120;

export const newsletterSendSpec = {
  name: 'newsletter:send',
  summary:
    'Envoie une campagne (un fichier Markdown, ou un article du blog) à chaque abonné confirmé, une fois chacun, par la file d’envoi.',
  args: '<campagne.md>',
  maxArgs: 1,
  perMinute: DEFAULT_PER_MINUTE,
  options: {
    article: { type: 'string', value: 'SLUG', description: 'envoyer cet article du blog plutôt qu’un fichier' },
    test: {
      type: 'string',
      value: 'E-MAIL',
      description: 'l’envoyer à cette seule adresse, l’objet marqué [Test] ; rien n’est enregistré',
    },
    'per-minute': {
      type: 'string',
      value: 'N',
      description: `au plus N e-mails par minute (par défaut ${DEFAULT_PER_MINUTE})`,
    },
    'queue-only': {
      type: 'boolean',
      description:
        'mettre les e-mails en file et rendre la main : le site en marche les envoie (sans cette option, la commande envoie aussi, jusqu’à ce que chaque e-mail ait été essayé)',
    },
  },
  details: (commandLine) =>
    [
      'Le fichier : un en-tête avec subject (et, si vous voulez, preheader), puis le texte en Markdown.',
      'Les images et les liens écrits comme chemins du site (/images/…, /blog/…) deviennent des adresses de SITE_URL.',
      'Une campagne est reconnue à son nom de fichier (ou article:<slug>) : la relancer n’envoie rien de nouveau ;',
      'ses destinataires sont les adresses confirmées lors de son premier enregistrement.',
      `${commandLine('newsletter:status')} montre les chiffres de chaque campagne.`,
    ].join('\n'),
} satisfies CommandSpec & { perMinute: number };

export const shortParisDate = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** Runs `work` with a `stopped()` that turns true on Ctrl-C (or SIGTERM): the command stops sending, the servers go on. */
export async function whileNotInterrupted(work: (stopped: () => boolean) => Promise<void>): Promise<void> {
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await work(() => interrupted);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * What `newsletter:send` prints as the campaign is recorded and queued: the
 * campaign as recorded (new, or recorded before, when its source changed since),
 * then how many mails were queued (`onQueued` keeps that count for the progress lines).
 */
export function progressLines(
  print: (line: string) => void,
  {
    perMinute,
    file,
    article,
    content,
  }: { perMinute: number; file?: string; article?: string; content: { sourceHash: string } },
  onQueued: (n: number) => void,
): CampaignEvents {
  return {
    recorded: ({ record, created, audience }) => {
      if (created)
        print(
          `campagne « ${record.key} » enregistrée : « ${record.subject} » pour ${plural(audience, 'abonné confirmé', 'abonnés confirmés')}, au plus ${perMinute} par minute.`,
        );
      else
        print(
          `la campagne « ${record.key} » a été enregistrée le ${shortParisDate.format(record.createdAt)} : seuls les e-mails pas encore en file y sont mis, au plus ${perMinute} par minute.`,
        );
      if (!created && record.sourceHash !== content.sourceHash) {
        print(
          `remarque : ${file ?? `l’article ${article}`} a changé depuis ; les abonnés reçoivent la version enregistrée (pour envoyer la nouvelle, ${file ? 'donnez un autre nom au fichier' : 'mettez-la dans un fichier de campagne'}).`,
        );
      }
    },
    queued: (n, ms) => {
      onQueued(n);
      print(`${plural(n, 'e-mail mis', 'e-mails mis')} en file en ${(ms / 1000).toFixed(1).replace('.', ',')} s.`);
    },
  };
}

/** The campaign `newsletter:send` sends (a file, or an article's slug), to whom, how fast: read before any database is opened. */
export function sendArguments({
  values,
  args: [file],
}: {
  values: Record<string, string | boolean | undefined>;
  args: string[];
}) {
  const article = values.article as string | undefined;
  if (file && article) throw new UsageError('donnez un fichier de campagne ou --article, pas les deux');
  if (!file && !article) throw new UsageError('il manque <campagne.md> (ou --article <slug>)');
  const testAddress = values.test === undefined ? undefined : String(values.test).trim().toLowerCase();
  if (testAddress !== undefined && !NEWSLETTER_EMAIL_PATTERN.test(testAddress))
    throw new UsageError(`--test : attendu une adresse e-mail, reçu « ${values.test} »`);
  const perMinute = integerOption('per-minute', values['per-minute'], {
    min: 1,
    max: 1_000_000,
    fallback: DEFAULT_PER_MINUTE,
  });
  return { file, article, testAddress, perMinute };
}

/** Sending from here what the site would not have sent as it is (another relay, sender or key): refused, each difference named. */
export async function refuseOtherMailSettings(db: Knex, env: Env): Promise<void> {
  const differences = await mailSettingsDifferences(db, env);
  if (differences.length)
    throw new CommandError(
      `les réglages d’envoi de ce shell ne sont pas ceux du site en marche (${differences.join(' ; ')}) : rien n’est envoyé. Lancez la commande dans l’environnement du site, ou ajoutez --queue-only pour que le site envoie lui-même`,
    );
}

/** `--test`: the campaign to one address, sent now, or why not (then taken back); with --queue-only, left to the site. */
export async function sendTestLines(
  content: CampaignContent,
  to: string,
  options: Parameters<typeof sendTest>[2],
  print: (line: string) => void,
  commandLine: (name: string) => string,
): Promise<void> {
  print(`essai de « ${content.subject} » mis en file pour ${to} seulement ; rien n’est enregistré.`);
  const outcome = await sendTest(content, to, options);
  if (outcome.sent) print(`envoyé à ${to}.`);
  else if (options.wait)
    throw new CommandError(
      `pas envoyé : ${outcome.reason.replace(/\s+/g, ' ')} ; l’essai est retiré de la file, rien ne partira plus tard`,
    );
  else print(`le site l’enverra avec ses propres réglages (${commandLine('mail:status')} dit où il en est).`);
}
