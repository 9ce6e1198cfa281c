// `npm run newsletter:send -- <campaign.md> [--test <email>] [--per-minute N]` or
// `-- --article <slug>`: sends a campaign to every confirmed subscriber, once each,
// through the outbox (server/newsletter/send.ts). Safe to re-run; Ctrl-C stops it
// and leaves the rest to the servers.
import { NEWSLETTER_EMAIL_PATTERN } from '../../shared/forms';
import { mailSenderOf } from '../../server/mail/transport';
import { sendCampaign, sendTest } from '../../server/newsletter/send';
import { campaignContent, countsLine, refuseUnreachableLinks, waitingLine, warningsAsLines } from './lib/campaigns';
import { command, CommandError, integerOption, UsageError } from './lib/command';
import { newsletterSendSpec as spec, shortParisDate, whileNotInterrupted } from './lib/newsletterSend';
import { plural } from '../../shared/plural';

export default command(spec, async (context) => {
  const {
    env,
    values,
    args: [file],
    print,
    warn,
    commandLine,
  } = context;
  const article = values.article as string | undefined;
  if (file && article) throw new UsageError('donnez un fichier de campagne ou --article, pas les deux');
  if (!file && !article) throw new UsageError('il manque <campagne.md> (ou --article <slug>)');
  const testAddress = values.test === undefined ? undefined : String(values.test).trim().toLowerCase();
  if (testAddress !== undefined && !NEWSLETTER_EMAIL_PATTERN.test(testAddress))
    throw new UsageError(`--test : attendu une adresse e-mail, reçu « ${values.test} »`);
  const perMinute = integerOption('per-minute', values['per-minute'], {
    min: 1,
    max: 1_000_000,
    fallback: spec.perMinute,
  });
  const content = await campaignContent(context, { file, article });
  await refuseUnreachableLinks(context, content);
  const sender = mailSenderOf(env);
  await whileNotInterrupted(async (stopped) => {
    const options = {
      db: context.database.db,
      sender,
      from: env.MAIL_FROM,
      addresses: { siteUrl: env.SITE_URL, mailbox: env.MAIL_TO },
      logger: warningsAsLines(warn),
      wait: values['queue-only'] !== true,
      stopped,
    };
    if (testAddress) {
      print(`essai de « ${content.subject} » mis en file pour ${testAddress} seulement ; rien n’est enregistré.`);
      const outcome = await sendTest(content, testAddress, options);
      if (outcome.sent) print(`envoyé à ${testAddress}.`);
      else if (options.wait)
        throw new CommandError(
          `pas encore envoyé (${outcome.reason}) ; la file d’envoi réessaiera (${commandLine('mail:status')})`,
        );
      return;
    }
    let queued = 0;
    const outcome = await sendCampaign(
      content,
      perMinute,
      { ...options, onProgress: (counts) => print(`  ${countsLine(counts, queued)}`) },
      {
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
        queued: (n, ms) =>
          print(
            `${plural((queued = n), 'e-mail mis', 'e-mails mis')} en file en ${(ms / 1000).toFixed(1).replace('.', ',')} s.`,
          ),
      },
    );
    print(countsLine(outcome.counts, outcome.queuedNow));
    if (outcome.counts.remaining) print(waitingLine(outcome.counts, commandLine));
  }).finally(() => sender.close());
});
