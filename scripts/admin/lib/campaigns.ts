import fs from 'node:fs/promises';
import pino from 'pino';
import { contactDetails } from '../../../shared/contactDetails';
import { blogRepo } from '../../../server/blog/repo';
import {
  articleCampaign,
  CampaignError,
  parseCampaign,
  type CampaignContent,
} from '../../../server/newsletter/campaignContent';
import type { CampaignCounts } from '../../../server/newsletter/campaignsRepo';
import { settingsRepo } from '../../../server/settings/repo';
import { publicAddressProblem } from '../../../server/settings/siteAddress';
import { OUTBOX_LOG } from '../../../server/mail/outbox';
import { plural } from '../../../shared/plural';
import { withFacts } from '../../../shared/ownerFacts';
import { CommandError, type CommandContext } from './command';
import { missingSiteAddresses } from './siteCheck';

/** The campaign of a Markdown file, or of an article of the blog; a mistake in it is one line naming the file. */
export async function campaignContent(
  { database: { db }, env, resolve, commandLine }: CommandContext,
  source: { file?: string; article?: string },
): Promise<CampaignContent> {
  const contact = contactDetails(await settingsRepo(db).get('contact'));
  if (source.article !== undefined) {
    const post = await blogRepo(db).findBySlug(source.article);
    if (!post)
      throw new CommandError(
        `--article : aucun article n’a le slug « ${source.article} » (${commandLine('blog:list')} montre les slugs)`,
      );
    return articleCampaign(
      {
        ...post,
        content: withFacts(post.content, { ...(await settingsRepo(db).get('facts')), horaires: contact.hours }),
      },
      env.SITE_URL,
      contact,
    );
  }
  const file = source.file!;
  let text: string;
  try {
    text = await fs.readFile(resolve(file), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CommandError(
      `${file} : ${code === 'ENOENT' ? 'fichier introuvable' : code === 'EISDIR' ? 'c’est un dossier, pas un fichier Markdown' : (err as Error).message}`,
    );
  }
  try {
    return parseCampaign(text, file, env.SITE_URL, contact);
  } catch (err) {
    if (err instanceof CampaignError) throw new CommandError(`${file} : ${err.message}`);
    throw err;
  }
}

/**
 * A campaign that cannot be recalled once sent is checked before anything is
 * queued: its links and images must lead to the public site (https, not this
 * machine; `NODE_ENV=development` allows a local address, to try a campaign on a
 * laptop), and none may answer "not found".
 */
export async function refuseUnreachableLinks(context: CommandContext, content: CampaignContent): Promise<void> {
  const problem = context.env.NODE_ENV === 'development' ? null : publicAddressProblem(context.env.SITE_URL);
  if (problem)
    throw new CommandError(
      `${problem} ; rien n’est mis en file (définissez SITE_URL à l’adresse https du site, là où il tourne : il l’enregistre pour les commandes)`,
    );
  const missing = await missingSiteAddresses(context, content.html);
  if (missing.length)
    throw new CommandError(
      `le site répond « introuvable » pour ${missing.join(', ')} : rien n’est mis en file (corrigez les liens ou les images de la campagne)`,
    );
}

export function countsLine(counts: CampaignCounts, queuedNow: number): string {
  const skipped = counts.skipped ? `, sautés ${counts.skipped} (désinscrits avant le départ de leur e-mail)` : '';
  return `en file ${counts.queued} (${plural(queuedNow, 'nouveau', 'nouveaux')}), envoyés ${counts.sent}, en échec ${counts.failed}, restants ${counts.remaining}${skipped}`;
}

/** What the outbox worker logs, as the owner reads it while the command sends. */
const OUTBOX_WARNINGS: Record<(typeof OUTBOX_LOG)[keyof typeof OUTBOX_LOG], string> = {
  [OUTBOX_LOG.willRetry]: 'e-mail pas encore envoyé, il sera réessayé',
  [OUTBOX_LOG.dead]: 'e-mail non remis après son dernier essai',
  [OUTBOX_LOG.sentRecordingLater]: 'e-mail envoyé, noté dès que la base répondra',
  [OUTBOX_LOG.sentNotRecorded]: 'e-mail envoyé mais pas noté avant l’arrêt : il repartira, avec le même Message-ID',
  [OUTBOX_LOG.failureNotRecorded]: 'échec d’un e-mail pas noté (il sera réessayé)',
  [OUTBOX_LOG.databaseUnavailable]: 'file d’envoi : base indisponible, nouvel essai bientôt',
};

/** What still waits in the outbox after a run, and who sends it. */
export function waitingLine(
  { remaining, retrying }: CampaignCounts,
  commandLine: CommandContext['commandLine'],
): string {
  const refused = retrying
    ? ` (${plural(retrying, 'refusé', 'refusés')} une fois par le serveur de messagerie, réessayé${retrying > 1 ? 's' : ''} plus tard)`
    : '';
  return `${plural(remaining, 'e-mail attend', 'e-mails attendent')} dans la file d’envoi${refused} : le site en marche les envoie (ou à son prochain démarrage) ; ${commandLine('newsletter:status')} permet de les suivre.`;
}

/** The outbox worker's warnings as one readable line each, the same reason said once. */
export function warningsAsLines(warn: (line: string) => void) {
  const said = new Set<string>();
  return pino(
    { level: 'warn' },
    {
      write(line: string) {
        const { msg, reason } = JSON.parse(line) as { msg: string; reason?: string };
        const what = OUTBOX_WARNINGS[msg as keyof typeof OUTBOX_WARNINGS] ?? msg;
        const text = reason ? `${what} : ${reason}` : what;
        if (!said.has(text)) warn(`  ${text}`);
        said.add(text);
      },
    },
  );
}
