import { plans } from '../../shared/plans';
import { frenchDate, type ContactPayload } from '../../shared/schemas';
import { site } from '../../shared/site';
import type { OutgoingMail } from '../db/outboxRepo';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values must stay on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** The notification the team receives for a contact message or a quote request. */
export function contactNotification(payload: ContactPayload, id: number, to: string, receivedAt = new Date()): OutgoingMail {
  const isQuote = payload.kind === 'quote';
  const planTitle = payload.plan ? (plans.find((p) => p.id === payload.plan)?.title ?? payload.plan) : undefined;
  const rows: [string, string][] = [
    ['Type', isQuote ? 'Demande de devis' : 'Message de contact'],
    ['Nom et prénom', payload.name],
    ['E-mail', payload.email],
    ['Téléphone', payload.phone || '—'],
    ['Cabinet', payload.practice || '—'],
    ['Ville', payload.city || '—'],
    ...(isQuote ? ([['Formule', planTitle ?? '—']] as [string, string][]) : []),
    ['Consentement', payload.consent === undefined ? '—' : payload.consent ? 'oui' : 'non'],
    ['Reçu le', `${frenchDate.format(receivedAt)} (n° ${id})`],
  ];
  const subject = `${isQuote ? 'Demande de devis' : 'Message de contact'} – ${oneLine(payload.name)}`;
  const text = [
    `${rows[0]![1]} reçu sur le site ${site.name}.`,
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    payload.message,
    '',
    `Répondre à cet e-mail écrit directement à ${payload.email}.`,
  ].join('\n');
  const html = `<!DOCTYPE html><html lang="fr"><body>
<p>${escapeHtml(rows[0]![1])} reçu sur le site ${site.name}.</p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><strong>Message :</strong></p>
<p>${escapeHtml(payload.message).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { kind: isQuote ? 'quote_notification' : 'contact_notification', to, replyTo: payload.email, subject, text, html, contactMessageId: id };
}

/** The welcome mail of the newsletter, with its unsubscribe link. */
export function newsletterWelcome(email: string, unsubscribeUrl: string): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    `Merci pour votre inscription à la newsletter de ${site.name}. Vous recevrez nos articles sur l’organisation du cabinet, l’accueil téléphonique et la gestion de l’agenda, quelques fois par mois au plus.`,
    '',
    `Pour vous désinscrire à tout moment : ${unsubscribeUrl}`,
    '',
    `L’équipe ${site.name}`,
  ].join('\n');
  const html = `<!DOCTYPE html><html lang="fr"><body>
<p>Bonjour,</p>
<p>Merci pour votre inscription à la newsletter de ${site.name}. Vous recevrez nos articles sur l’organisation du cabinet, l’accueil téléphonique et la gestion de l’agenda, quelques fois par mois au plus.</p>
<p><a href="${escapeHtml(unsubscribeUrl)}">Se désinscrire</a> à tout moment.</p>
<p>L’équipe ${site.name}</p>
</body></html>`;
  return { kind: 'newsletter_welcome', to: email, subject: `Bienvenue dans la newsletter ${site.name}`, text, html };
}
