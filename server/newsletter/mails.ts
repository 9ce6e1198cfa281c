import { confirmSubscriptionHref, paths } from '../../shared/paths';
import { site } from '../../shared/site';
import type { ContactDetails } from '../../shared/contactDetails';
import type { OutgoingMail } from '../mail/outboxRepo';
import { escapeHtml } from '../../shared/escape';
import { oneLine } from '../mail/format';
import { UNCONFIRMED_RETENTION_DAYS } from './subscribersRepo';

/**
 * The newsletter's mails: the confirmation of a subscription, and the frame of
 * every campaign. HTML for mail clients, not browsers: a table layout 600 px wide,
 * inline styles only (many clients drop <style>), no web fonts, absolute
 * addresses, the site's palette (docs/DESIGN.md) with its contrast ratios.
 * Each has a plain-text part saying the same.
 */

/** docs/DESIGN.md's palette. */
export const mailPalette = {
  ink: '#13252B',
  muted: '#51646A',
  teal: '#0E5A66',
  tealDeep: '#0B4A54',
  coral: '#B8432B',
  mist: '#F3F8F7',
  mint: '#E6F2F0',
  white: '#FFFFFF',
} as const;

export const MAIL_FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Where a campaign's unsubscribe address goes until the mail is made for one subscriber. */
export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';

export interface MailFrame {
  /** The mail's subject, also the HTML document's title. */
  title: string;
  /** The line clients show beside the subject, hidden in the body. */
  preheader?: string;
  /** The content, already in mail HTML (inline styles). */
  contentHtml: string;
  /** The footer under the content, in mail HTML. */
  footerHtml: string;
  siteUrl: string;
}

/** The frame: the teal band with the name, the white card with the content, the footer. */
export function mailHtml({ title, preheader, contentHtml, footerHtml, siteUrl }: MailFrame): string {
  const p = mailPalette;
  // Spacer characters after the preheader keep clients from filling the preview with the body's first words.
  const hiddenPreheader = preheader
    ? `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(preheader)}${'&#8199;&#847; '.repeat(40)}</div>`
    : '';
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${p.mist};">
${hiddenPreheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${p.mist};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${p.white};border:1px solid ${p.mint};border-radius:16px;">
<tr><td style="background-color:${p.teal};padding:24px 32px;border-radius:16px 16px 0 0;font-family:${MAIL_FONT};">
<a href="${escapeHtml(siteUrl)}/" style="color:${p.white};font-size:24px;font-weight:bold;text-decoration:none;">${escapeHtml(site.name)}</a>
<div style="color:${p.mint};font-size:15px;line-height:1.5;padding-top:4px;">${escapeHtml(site.tagline)}</div>
</td></tr>
<tr><td style="padding:32px;font-family:${MAIL_FONT};font-size:17px;line-height:1.6;color:${p.ink};">
${contentHtml}
</td></tr>
<tr><td style="padding:24px 32px;background-color:${p.mint};border-radius:0 0 16px 16px;font-family:${MAIL_FONT};font-size:14px;line-height:1.6;color:${p.muted};">
${footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A button made of a table cell, as every client (Outlook too) draws it. */
export function mailButton(href: string, label: string, colour: string = mailPalette.coral): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background-color:${colour};border-radius:12px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-family:${MAIL_FONT};font-size:17px;font-weight:bold;line-height:1.2;color:${mailPalette.white};text-decoration:none;border-radius:12px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** Who sends, in the footer of every mail: the name, the postal address, the contact address. */
function senderLines(contact: ContactDetails): string[] {
  return [`${site.name}, ${contact.address.oneLine}`, contact.email];
}

/**
 * The confirmation mail of a subscription. No List-Unsubscribe: nobody is
 * subscribed yet, and without a click nothing more will ever be sent.
 */
export function confirmationMail(email: string, siteUrl: string, token: string, contact: ContactDetails): OutgoingMail {
  const url = `${siteUrl}${confirmSubscriptionHref(token)}`;
  const subject = `Confirmez votre inscription à la newsletter ${site.name}`;
  const intro = `Vous avez demandé à recevoir la newsletter de ${site.name} à l’adresse ${email}. Pour la recevoir, confirmez votre inscription\u00a0: ouvrez le lien ci-dessous, puis cliquez sur «\u00a0Confirmer mon inscription\u00a0».`;
  const ignore = `Sans confirmation, vous ne recevrez rien de plus et votre adresse sera effacée dans ${UNCONFIRMED_RETENTION_DAYS}\u00a0jours. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.`;
  const text = [
    'Bonjour,',
    '',
    intro,
    '',
    url,
    '',
    ignore,
    '',
    `L’équipe ${site.name}`,
    '',
    '-- ',
    ...senderLines(contact),
    '',
  ].join('\n');
  const p = mailPalette;
  const html = mailHtml({
    title: subject,
    preheader: 'Un clic pour confirmer votre adresse.',
    siteUrl,
    contentHtml: [
      `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${p.ink};">Confirmez votre inscription</h1>`,
      `<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>`,
      mailButton(url, 'Confirmer mon adresse', p.teal),
      `<p style="margin:0 0 16px;font-size:15px;color:${p.muted};">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur&#8239;:<br><a href="${escapeHtml(url)}" style="color:${p.teal};word-break:break-all;">${escapeHtml(url)}</a></p>`,
      `<p style="margin:0;">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
    footerHtml: senderLines(contact).map(escapeHtml).join('<br>'),
  });
  return { kind: 'newsletter_confirmation', to: email, subject, text, html };
}

/** What a campaign's frame needs besides its content. */
export interface CampaignFrameInput {
  subject: string;
  preheader?: string;
  contentHtml: string;
  contentText: string;
  siteUrl: string;
  /** The sender's address and e-mail of the footer (the contact settings). */
  contact: ContactDetails;
}

/**
 * A campaign's HTML and text, with {@link UNSUBSCRIBE_PLACEHOLDER} where each
 * subscriber's own unsubscribe address goes.
 */
export function campaignBodies({
  subject,
  preheader,
  contentHtml,
  contentText,
  siteUrl,
  contact,
}: CampaignFrameInput): { html: string; text: string } {
  const p = mailPalette;
  const why = `Vous recevez cette lettre parce que cette adresse a été inscrite à la newsletter de ${site.name}, inscription que vous avez confirmée.`;
  const footerHtml = [
    `<p style="margin:0 0 8px;">${escapeHtml(why)}</p>`,
    `<p style="margin:0 0 8px;"><a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${p.teal};font-weight:bold;">Se désinscrire</a> en un clic, à tout moment. · <a href="${escapeHtml(siteUrl)}${paths.privacy}" style="color:${p.teal};">Vos données</a></p>`,
    `<p style="margin:0;">${senderLines(contact).map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  const html = mailHtml({ title: oneLine(subject), preheader, contentHtml, footerHtml, siteUrl });
  const text = [
    contentText.trim(),
    '',
    '-- ',
    why,
    `Se désinscrire en un clic : ${UNSUBSCRIBE_PLACEHOLDER}`,
    ...senderLines(contact),
    '',
  ].join('\n');
  return { html, text };
}

/** The mailto part of List-Unsubscribe: a mail to the team, the token in its subject. */
export function unsubscribeMailto(mailbox: string, token: string): string {
  return `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
}

/**
 * One subscriber's mail of a campaign: its own unsubscribe address in the
 * footer and in List-Unsubscribe, with List-Unsubscribe-Post for the mail
 * clients' one-click button when that address is https, which RFC 8058 requires.
 */
export function campaignMail(
  campaign: { subject: string; html: string; text: string; kind?: string },
  to: string,
  unsubscribeUrl: string,
  mailto: string,
): OutgoingMail {
  const fill = (body: string, value: string) => body.split(UNSUBSCRIBE_PLACEHOLDER).join(value);
  return {
    kind: campaign.kind ?? 'newsletter_campaign',
    to,
    subject: oneLine(campaign.subject),
    html: fill(campaign.html, escapeHtml(unsubscribeUrl)),
    text: fill(campaign.text, unsubscribeUrl),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <${mailto}>`,
      ...(unsubscribeUrl.startsWith('https://') ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
  };
}
