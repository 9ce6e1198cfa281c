import { frenchDate } from '../../shared/dates';
import { planTitle } from '../../shared/plans';
import { site } from '../../shared/site';
import type { OutgoingMail } from '../mail/outboxRepo';
import { escapeHtml } from '../../shared/escape';
import { oneLine } from '../mail/format';
import type { Lead } from './lead';

export const NO_MESSAGE = 'Aucun message';

/** The notification the team receives for a quote request or a contact message: each field once. */
export function leadNotification(lead: Lead, id: number, to: string, receivedAt = new Date()): OutgoingMail {
  const isQuote = lead.kind === 'quote';
  const what = isQuote ? 'Demande de devis' : 'Message de contact';
  // Agreed with its noun, never « reçu(e) ».
  const received = isQuote
    ? `Nouvelle demande de devis reçue sur le site ${site.name}.`
    : `Nouveau message de contact reçu sur le site ${site.name}.`;
  const rows: [string, string][] = [
    ['Nom et prénom', lead.name],
    ['E-mail', lead.email],
    ['Téléphone', lead.phone || '—'],
    ['Cabinet', lead.practice || '—'],
    ['Ville', lead.city || '—'],
    ...(isQuote ? ([['Formule', lead.plan ? planTitle(lead.plan) : '—']] as [string, string][]) : []),
    ['Consentement', lead.consent ? 'oui' : 'non'],
    ['Reçu le', `${frenchDate.format(receivedAt)} (n° ${id})`],
  ];
  const message = lead.message || NO_MESSAGE;
  const text = [
    received,
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    message,
    '',
    `Répondre à cet e-mail écrit directement à ${lead.email}.`,
  ].join('\n');
  const html = `<!DOCTYPE html><html lang="fr"><body>
<p>${escapeHtml(received)}</p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><strong>Message :</strong></p>
<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return {
    kind: isQuote ? 'quote_notification' : 'contact_notification',
    to,
    replyTo: lead.email,
    subject: `${what} – ${oneLine(lead.name)}`,
    text,
    html,
    leadId: id,
  };
}
