import type { CommandSpec } from './command';

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
