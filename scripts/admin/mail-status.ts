// `npm run mail:status`: how many mails are pending, being sent, sent and dead;
// why each retried one failed last; which lead each dead one belongs to.
import { command } from './lib/command';
import { stuckMails, type StuckMail } from '../../server/mail/outboxReport';
import { outboxRepo } from '../../server/mail/outboxRepo';
import { parisDateTime } from '../../shared/dates';

/** The outbox's kinds of mail, as the owner calls them. */
const MAIL_KINDS: Record<string, string> = {
  quote_notification: 'notification de demande de devis',
  contact_notification: 'notification de message de contact',
  newsletter_confirmation: 'confirmation d’inscription à la newsletter',
  newsletter_campaign: 'newsletter',
  newsletter_test: 'essai de newsletter',
};
const LEAD_KINDS = { quote: 'demande de devis', contact: 'message de contact' } as const;

/** The mail, then on a second line the lead it reports, if it is a lead's notification. */
function describe(mail: StuckMail): string {
  const kind = MAIL_KINDS[mail.kind] ?? mail.kind;
  const what = mail.lead ? kind : `${kind} à ${mail.to}`;
  const state =
    mail.status === 'dead'
      ? `non remis après ${mail.attempts} essais`
      : `essai ${mail.attempts} sur ${mail.maxAttempts} échoué, prochain essai le ${parisDateTime(mail.nextAttemptAt)}`;
  const lines = [`  n° ${mail.id}, ${what}, ${state} : ${(mail.lastError ?? '(aucune raison enregistrée)').replace(/\s+/g, ' ')}`];
  if (mail.lead) {
    const { lead } = mail;
    lines.push(`    demande n° ${lead.id}, ${LEAD_KINDS[lead.kind]} de ${lead.name} <${lead.email}>, reçue le ${parisDateTime(lead.receivedAt)}`);
  }
  return lines.join('\n');
}

const more = (count: number) => `  … et ${count} de plus`;

export default command(
  {
    name: 'mail:status',
    summary: 'Compte les e-mails en attente, en cours d’envoi, envoyés et non remis ; dit pourquoi chaque essai a échoué et à quelle demande appartient chaque e-mail non remis.',
  },
  async ({ database: { db }, print, commandLine }) => {
    const counts = await outboxRepo(db).counts();
    print(`en attente ${counts.pending}   en cours ${counts.sending}   envoyés ${counts.sent}   non remis ${counts.dead}`);
    const { retrying, dead, more: left } = await stuckMails(db);
    if (retrying.length) {
      print(`\nÀ réessayer (${retrying.length + left.retrying}) :`);
      for (const mail of retrying) print(describe(mail));
      if (left.retrying) print(more(left.retrying));
    }
    if (dead.length) {
      print(`\nNon remis (${dead.length + left.dead}) : corrigez la cause, puis ${commandLine('mail:retry-dead')}`);
      for (const mail of dead) print(describe(mail));
      if (left.dead) print(more(left.dead));
    }
  },
);
