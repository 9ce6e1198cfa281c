// `npm run newsletter:send -- <campaign.md> [--test <email>] [--per-minute N]` or
// `-- --article <slug>`: sends a campaign to every confirmed subscriber, once each,
// through the outbox (server/newsletter/send.ts). Safe to re-run; Ctrl-C stops it
// and leaves the rest to the servers.
import { mailSenderOf } from '../../server/mail/transport';
import { sendCampaign } from '../../server/newsletter/send';
import { campaignContent, countsLine, refuseUnreachableLinks, waitingLine, warningsAsLines } from './lib/campaigns';
import { command } from './lib/command';
import {
  newsletterSendSpec as spec,
  progressLines,
  refuseOtherMailSettings,
  sendArguments,
  sendTestLines,
  whileNotInterrupted,
} from './lib/newsletterSend';

export default command({ ...spec, prepare: sendArguments }, async (context) => {
  const { env, values, print, warn, commandLine, options: args } = context;
  const { file, article, testAddress, perMinute } = args;
  const content = await campaignContent(context, { file, article });
  await refuseUnreachableLinks(context, content);
  const queueOnly = values['queue-only'] === true;
  if (!queueOnly) await refuseOtherMailSettings(context.database.db, env);
  const sender = mailSenderOf(env);
  await whileNotInterrupted(async (stopped) => {
    const options = {
      db: context.database.db,
      sender,
      from: env.MAIL_FROM,
      addresses: { siteUrl: env.SITE_URL, mailbox: env.MAIL_TO },
      logger: warningsAsLines(warn),
      wait: !queueOnly,
      stopped,
    };
    if (testAddress) return sendTestLines(content, testAddress, options, print, commandLine);
    let queued = 0;
    const outcome = await sendCampaign(
      content,
      perMinute,
      { ...options, onProgress: (counts) => print(`  ${countsLine(counts, queued)}`) },
      progressLines(print, { ...args, content }, (n) => (queued = n)),
    );
    print(countsLine(outcome.counts, outcome.queuedNow));
    if (outcome.counts.remaining) print(waitingLine(outcome.counts, commandLine));
  }).finally(() => sender.close());
});
