// `npm run newsletter:send -- <campaign.md> [--test <email>] [--per-minute N]` or
// `-- --article <slug>`: sends a campaign to every confirmed subscriber, once each,
// through the outbox (server/newsletter/send.ts). Safe to re-run; Ctrl-C stops it
// and leaves the rest to the servers.
import { mailSettingsDifferences } from '../../server/mail/recordedSender';
import { mailSenderOf } from '../../server/mail/transport';
import { sendCampaign, sendTest } from '../../server/newsletter/send';
import { campaignContent, countsLine, refuseUnreachableLinks, waitingLine, warningsAsLines } from './lib/campaigns';
import { command, CommandError } from './lib/command';
import { newsletterSendSpec as spec, progressLines, sendArguments, whileNotInterrupted } from './lib/newsletterSend';

export default command({ ...spec, prepare: sendArguments }, async (context) => {
  const { env, values, print, warn, commandLine, options: args } = context;
  const { file, article, testAddress, perMinute } = args;
  const content = await campaignContent(context, { file, article });
  await refuseUnreachableLinks(context, content);
  const queueOnly = values['queue-only'] === true;
  // Sending from here what the site would not have sent as it is (another relay, sender or key): refused.
  const differences = queueOnly ? [] : await mailSettingsDifferences(context.database.db, env);
  if (differences.length)
    throw new CommandError(
      `les réglages d’envoi de ce shell ne sont pas ceux du site en marche (${differences.join(' ; ')}) : rien n’est envoyé. Lancez la commande dans l’environnement du site, ou ajoutez --queue-only pour que le site envoie lui-même`,
    );
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
    if (testAddress) {
      print(`essai de « ${content.subject} » mis en file pour ${testAddress} seulement ; rien n’est enregistré.`);
      const outcome = await sendTest(content, testAddress, options);
      if (outcome.sent) print(`envoyé à ${testAddress}.`);
      else if (options.wait)
        throw new CommandError(
          `pas envoyé : ${outcome.reason.replace(/\s+/g, ' ')} ; l’essai est retiré de la file, rien ne partira plus tard`,
        );
      else print(`le site l’enverra avec ses propres réglages (${commandLine('mail:status')} dit où il en est).`);
      return;
    }
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
