import type { Knex } from 'knex';
import { formatFrenchDate, parisDateTime } from '../../shared/dates';
import { paths } from '../../shared/paths';
import { enqueueMail } from '../mail/outboxRepo';
import { hashOf, newSecret, staffRepo } from './repo';
import type { StaffMember } from './session';

/** An enrolment link is good for one passkey, within 24 hours (issue 45). */
export const INVITE_MS = 24 * 3_600_000;

/** How the espace writes an address it stores: trimmed, lower case (the same person whatever the capitals). */
export const staffEmail = (email: string) => email.trim().toLowerCase();

export interface Invite {
  member: StaffMember;
  link: string;
  expiresAt: Date;
  /** Whether the link also left by mail (SMTP_URL set). */
  mailed: boolean;
}

/** « 30 novembre 2026 à 03:10 », Paris time: when a link stops working, as the mail and the command say it. */
export const inviteDeadline = (date: Date) => `${formatFrenchDate(date)} à ${parisDateTime(date).slice(11)}`;

/**
 * Invites someone to the espace: their member row (created, or their name
 * updated), and a new one-time link that replaces any unused one. Queued in the
 * outbox to their address when the site sends mail; printed by the command in any case.
 */
export async function inviteStaff(
  db: Knex,
  { email, name, siteUrl, mail }: { email: string; name?: string; siteUrl: string; mail: boolean },
  now = new Date(),
): Promise<Invite> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + INVITE_MS);
  const link = `${new URL(siteUrl).origin}${paths.espaceEnrol}/${token}`;
  return db.transaction(async (trx) => {
    const row = await staffRepo(trx).ensureMember(staffEmail(email), name);
    await trx('staff_invites').where({ staff_member_id: row.id }).whereNull('used_at').delete();
    await trx('staff_invites').insert({
      token_hash: hashOf(token),
      staff_member_id: row.id,
      created_at: now,
      expires_at: expiresAt,
    });
    if (mail)
      await enqueueMail(trx, {
        kind: 'staff-invite',
        to: row.email,
        subject: 'Votre accès à l’espace de l’équipe Secretalia',
        text: [
          `Bonjour${row.name ? ` ${row.name}` : ''},`,
          '',
          'Vous êtes invité(e) dans l’espace de l’équipe Secretalia, où arrivent les demandes du site.',
          'Ouvrez ce lien sur le téléphone ou l’ordinateur dont vous vous servirez, puis créez votre clé d’accès',
          '(votre empreinte, votre visage ou le code de l’appareil) : aucun mot de passe à retenir.',
          '',
          link,
          '',
          `Ce lien ne sert qu’une fois et expire le ${inviteDeadline(expiresAt)} (heure de Paris).`,
          'Si vous n’attendiez pas cette invitation, ignorez ce message.',
        ].join('\n'),
      });
    return { member: { id: row.id, email: row.email, name: row.name }, link, expiresAt, mailed: mail };
  });
}
