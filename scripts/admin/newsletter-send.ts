// `npm run newsletter:send -- <campaign.md> [--test <email>] [--per-minute N]` or
// `-- --article <slug>`: sends a campaign to every confirmed subscriber, once each,
// through the outbox. Safe to re-run: a campaign already recorded queues only
// what was not queued yet (after a crash, say), and two runs at once send each
// mail once. The command then sends alongside the servers' outbox workers until
// every mail has been tried; Ctrl-C stops it and leaves the rest to the servers.
import fs from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { NEWSLETTER_EMAIL_PATTERN } from '../../shared/forms';
import { contactDetails } from '../../shared/site';
import { CommandError, integerOption, runCommand, UsageError, type CommandSpec } from './lib/command';
import { blogRepo } from '../../server/blog/repo';
import { settingsRepo } from '../../server/settings/repo';
import { newsletterCampaignsRepo, type CampaignCounts } from '../../server/newsletter/campaignsRepo';
import { createOutboxWorker } from '../../server/mail/outbox';
import { createMailSender } from '../../server/mail/transport';
import { articleCampaign, CampaignError, parseCampaign, type CampaignContent } from '../../server/newsletter/campaign';
import { queueCampaign, queueTestMail } from '../../server/newsletter/campaigns';

const DEFAULT_PER_MINUTE = 120;

const spec = {
  name: 'newsletter:send',
  summary: 'Sends a campaign (a Markdown file, or an article of the blog) to every confirmed subscriber, once each, through the outbox.',
  args: '<campaign.md>',
  maxArgs: 1,
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
} satisfies CommandSpec;

function countsLine(counts: CampaignCounts, queuedNow: number): string {
  const skipped = counts.skipped ? `, skipped ${counts.skipped} (unsubscribed before their mail left)` : '';
  return `queued ${counts.queued} (${queuedNow} new), sent ${counts.sent}, failed ${counts.failed}, remaining ${counts.remaining}${skipped}`;
}

/** The worker's warnings as one readable line each, the same reason said once. */
function commandLogger() {
  const said = new Set<string>();
  return pino(
    { level: 'warn' },
    {
      write(line: string) {
        const { msg, reason } = JSON.parse(line) as { msg: string; reason?: string };
        const text = reason ? `${msg}: ${reason}` : msg;
        if (!said.has(text)) console.error(`  ${text}`);
        said.add(text);
      },
    },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await runCommand(spec, async ({ database: { db }, env, values, args: [file] }) => {
  const article = values.article as string | undefined;
  if (file && article) throw new UsageError('give a campaign file or --article, not both');
  if (!file && !article) throw new UsageError('missing <campaign.md> (or --article <slug>)');
  const testAddress = values.test === undefined ? undefined : String(values.test).trim().toLowerCase();
  if (testAddress !== undefined && !NEWSLETTER_EMAIL_PATTERN.test(testAddress)) {
    throw new UsageError(`--test: expected an e-mail address, got "${values.test}"`);
  }
  const perMinute = integerOption('per-minute', values['per-minute'], { min: 1, max: 1_000_000, fallback: DEFAULT_PER_MINUTE });
  const wait = values['queue-only'] !== true;
  const addresses = { siteUrl: env.SITE_URL, mailbox: env.MAIL_TO };

  let content: CampaignContent;
  const contact = contactDetails(await settingsRepo(db).getContact());
  if (file) {
    let source: string;
    try {
      // npm runs scripts from the package's folder; INIT_CWD is where the admin typed the command.
      source = await fs.readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new CommandError(`${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a Markdown file' : (err as Error).message}`);
    }
    try {
      content = parseCampaign(source, file, env.SITE_URL, contact);
    } catch (err) {
      if (err instanceof CampaignError) throw new CommandError(`${file}: ${err.message}`);
      throw err;
    }
  } else {
    const post = await blogRepo(db).findBySlug(article!);
    if (!post) throw new CommandError(`--article: no article with the slug "${article}" (npm run blog:list shows the slugs)`);
    content = articleCampaign(post, env.SITE_URL, contact);
  }

  const sender = createMailSender(env.SMTP_URL, path.resolve('data', 'mail'));
  const worker = createOutboxWorker({ db, sender, from: env.MAIL_FROM, logger: commandLogger(), intervalMs: 500, batchSize: 20 });
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  /** Sends with this process's worker until `pending` says nothing untried is left, or Ctrl-C. */
  const sendUntil = async (pending: () => Promise<boolean>, progress?: () => Promise<void>) => {
    worker.start();
    let lastProgress = Date.now();
    while (!interrupted && (await pending())) {
      await sleep(250);
      if (progress && Date.now() - lastProgress >= 10_000) {
        lastProgress = Date.now();
        await progress();
      }
    }
    await worker.stop();
  };

  try {
    if (testAddress) {
      const id = await queueTestMail(db, content, testAddress, addresses);
      console.log(`test of "${content.subject}" queued for ${testAddress} only; nothing recorded.`);
      if (!wait) return;
      const state = async () => (await db('email_outbox').where({ id }).first('status', 'attempts', 'last_error')) as { status: string; attempts: number; last_error: string | null };
      await sendUntil(async () => {
        const row = await state();
        return row.status === 'sending' || (row.status === 'pending' && row.attempts === 0);
      });
      const row = await state();
      if (row.status === 'sent') console.log(`sent to ${testAddress}.`);
      else throw new CommandError(`not sent yet (${row.last_error ?? 'interrupted'}); the outbox will try again (npm run mail:status)`);
      return;
    }

    const repo = newsletterCampaignsRepo(db);
    const { record, created } = await repo.record(content, perMinute);
    if (created) {
      const { confirmed } = await repo.audience();
      console.log(`campaign "${record.key}" recorded: "${record.subject}" for ${confirmed} confirmed subscriber(s), at most ${perMinute} a minute.`);
    } else {
      const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(record.createdAt);
      console.log(`campaign "${record.key}" was recorded on ${when}: only mails not queued yet are queued, at most ${perMinute} a minute.`);
      if (record.sourceHash !== content.sourceHash) {
        console.log(`note: ${file ?? `the article ${article}`} changed since; subscribers get the recorded version (to send the new one${file ? ', give the file another name' : ' as a campaign, put it in a file'}).`);
      }
    }
    const started = Date.now();
    const queuedNow = await queueCampaign(db, record, addresses);
    console.log(`${queuedNow} mail(s) queued in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    const counts = () => repo.counts(record.id);
    if (wait) {
      await sendUntil(
        async () => {
          const c = await counts();
          return c.remaining - c.retrying > 0;
        },
        async () => console.log(`  ${countsLine(await counts(), queuedNow)}`),
      );
    }
    const final = await counts();
    console.log(countsLine(final, queuedNow));
    if (final.remaining) {
      console.log(
        `${final.remaining} mail(s) wait in the outbox${final.retrying ? ` (${final.retrying} refused once by the mail server, retried later)` : ''}: the running site sends them (or the next time it starts); npm run newsletter:status follows them.`,
      );
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await worker.stop();
    sender.close();
  }
});
