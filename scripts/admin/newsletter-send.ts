// `npm run newsletter:send -- <campaign.md> [--test <email>] [--per-minute N]` or
// `-- --article <slug>`: sends a campaign to every confirmed subscriber, once each,
// through the outbox (server/newsletter/send.ts). Safe to re-run; Ctrl-C stops it
// and leaves the rest to the servers.
import { NEWSLETTER_EMAIL_PATTERN } from '../../shared/forms';
import { mailSenderOf } from '../../server/mail/transport';
import { sendCampaign, sendTest } from '../../server/newsletter/send';
import { campaignContent, countsLine, refuseUnreachableLinks, warningsAsLines } from './lib/campaigns';
import { command, CommandError, integerOption, UsageError } from './lib/command';
import { newsletterSendSpec as spec, shortParisDate, whileNotInterrupted } from './lib/newsletterSend';

export default command(spec, async (context) => {
  const { env, values, args: [file], print, warn } = context;
  const article = values.article as string | undefined;
  if (file && article) throw new UsageError('give a campaign file or --article, not both');
  if (!file && !article) throw new UsageError('missing <campaign.md> (or --article <slug>)');
  const testAddress = values.test === undefined ? undefined : String(values.test).trim().toLowerCase();
  if (testAddress !== undefined && !NEWSLETTER_EMAIL_PATTERN.test(testAddress)) throw new UsageError(`--test: expected an e-mail address, got "${values.test}"`);
  const perMinute = integerOption('per-minute', values['per-minute'], { min: 1, max: 1_000_000, fallback: spec.perMinute });
  const content = await campaignContent(context, { file, article });
  await refuseUnreachableLinks(context, content);
  const sender = mailSenderOf(env);
  await whileNotInterrupted(async (stopped) => {
    const options = { db: context.database.db, sender, from: env.MAIL_FROM, addresses: { siteUrl: env.SITE_URL, mailbox: env.MAIL_TO }, logger: warningsAsLines(warn), wait: values['queue-only'] !== true, stopped };
    if (testAddress) {
      print(`test of "${content.subject}" queued for ${testAddress} only; nothing recorded.`);
      const outcome = await sendTest(content, testAddress, options);
      if (outcome.sent) print(`sent to ${testAddress}.`);
      else if (options.wait) throw new CommandError(`not sent yet (${outcome.reason}); the outbox will try again (npm run mail:status)`);
      return;
    }
    let queued = 0;
    const outcome = await sendCampaign(content, perMinute, { ...options, onProgress: (counts) => print(`  ${countsLine(counts, queued)}`) }, {
      recorded: ({ record, created, audience }) => {
        if (created) print(`campaign "${record.key}" recorded: "${record.subject}" for ${audience} confirmed subscriber(s), at most ${perMinute} a minute.`);
        else print(`campaign "${record.key}" was recorded on ${shortParisDate.format(record.createdAt)}: only mails not queued yet are queued, at most ${perMinute} a minute.`);
        if (!created && record.sourceHash !== content.sourceHash) print(`note: ${file ?? `the article ${article}`} changed since; subscribers get the recorded version (to send the new one${file ? ', give the file another name' : ' as a campaign, put it in a file'}).`);
      },
      queued: (n, ms) => print(`${(queued = n)} mail(s) queued in ${(ms / 1000).toFixed(1)} s.`),
    });
    print(countsLine(outcome.counts, outcome.queuedNow));
    const { remaining, retrying } = outcome.counts;
    if (remaining) print(`${remaining} mail(s) wait in the outbox${retrying ? ` (${retrying} refused once by the mail server, retried later)` : ''}: the running site sends them (or the next time it starts); npm run newsletter:status follows them.`);
  }).finally(() => sender.close());
});
