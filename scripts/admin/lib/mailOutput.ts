// What mail:status prints of a mail that waits or died, in the owner's words.
import type { LeadSummary } from '../../../server/leads/forOthers';
import type { StuckMail } from '../../../server/mail/outboxReport';
import { parisDateTime } from '../../../shared/dates';

/** The outbox's kinds of mail, as the owner calls them. */
const MAIL_KINDS: Record<string, string> = {
  quote_notification: 'notification de demande de devis',
  contact_notification: 'notification de message de contact',
  newsletter_confirmation: 'confirmation d’inscription à la newsletter',
  newsletter_campaign: 'newsletter',
  newsletter_test: 'essai de newsletter',
};
const LEAD_KINDS = { quote: 'demande de devis', contact: 'message de contact', callback: 'demande de rappel' } as const;

/** The mail, then on a second line the lead it reports, if it is a lead's notification. */
export function describeStuckMail(mail: StuckMail, lead: LeadSummary | undefined): string {
  const kind = MAIL_KINDS[mail.kind] ?? mail.kind;
  const what = lead ? kind : `${kind} à ${mail.to}`;
  const state =
    mail.status === 'dead'
      ? `non remis après ${mail.attempts} essais`
      : `essai ${mail.attempts} sur ${mail.maxAttempts} échoué, prochain essai le ${parisDateTime(mail.nextAttemptAt)}`;
  const lines = [
    `  n° ${mail.id}, ${what}, ${state} : ${(mail.lastError ?? '(aucune raison enregistrée)').replace(/\s+/g, ' ')}`,
  ];
  if (lead) {
    lines.push(
      `    demande n° ${lead.id}, ${LEAD_KINDS[lead.kind]} de ${lead.name} <${lead.email}>, reçue le ${parisDateTime(lead.receivedAt)}`,
    );
  }
  return lines.join('\n');
}

export const moreMails = (count: number) => `  … et ${count} de plus`;
