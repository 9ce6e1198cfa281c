import type { CommandSpec } from './command';

const DEFAULT_PER_MINUTE = 120;

export const newsletterSendSpec = {
  name: 'newsletter:send',
  summary: 'Sends a campaign (a Markdown file, or an article of the blog) to every confirmed subscriber, once each, through the outbox.',
  args: '<campaign.md>',
  maxArgs: 1,
  perMinute: DEFAULT_PER_MINUTE,
  options: {
    article: { type: 'string', value: 'SLUG', description: 'send this article of the blog instead of a file' },
    test: { type: 'string', value: 'EMAIL', description: 'send it to this address only, subject marked [Test]; nothing is recorded' },
    'per-minute': { type: 'string', value: 'N', description: `at most N mails a minute (default ${DEFAULT_PER_MINUTE})` },
    'queue-only': { type: 'boolean', description: 'queue the mails and return: the running site sends them (by default this command sends too, until each mail was tried)' },
  },
  details: [
    'The file: front matter with subject (and, if you like, preheader), then Markdown.',
    'Images and links written as site paths (/images/…, /blog/…) become addresses of SITE_URL.',
    'A campaign is known by its file name (or article:<slug>): running it again sends',
    'nothing new; its audience is the addresses confirmed when it was first recorded.',
    'npm run newsletter:status shows the counts of every campaign.',
  ].join('\n'),
} satisfies CommandSpec & { perMinute: number };

export const shortParisDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

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
