import fs from 'node:fs/promises';
import type { Knex } from 'knex';
import { mailFilesAbout, mailFilesMentioning, type MailFile } from './mailFiles';
import { leadsOfAddress, leadsOfPhone, withStatusHistories } from '../leads/forOthers';
import { mailsAbout, mailsOfLeads } from '../mail/forOthers';
import { looksLikePhone, phoneDigitVariants } from './phone';
import { subscriptionsOf } from '../newsletter/forOthers';
import { plural } from '../../shared/plural';

/**
 * Everything stored about one e-mail address, for the requests of GDPR
 * articles 15 (access: `npm run privacy:export`) and 17 (erasure:
 * `npm run privacy:erase`). An address is matched whatever its capitalisation:
 * visitors type `Claire.Morel@…` one day and `claire.morel@…` the next.
 *
 * What holds an address: contact messages and quote requests (as typed), the
 * newsletter subscription (lower-cased), the mails of the outbox (a lead's
 * notification, whose Reply-To is the visitor; mails sent to the address),
 * and, on a server without SMTP, the mail files. Visits hold no address.
 *
 * A callback request holds a phone number and no address: a request about a phone number
 * (`who` written as one) finds the leads of that number, whatever its spacing or its
 * national or international form, their notifications and their mail files.
 */

type Row = Record<string, unknown>;

const idsOf = (rows: Row[]) => rows.map((row) => Number(row.id));

export interface PersonalData {
  /** The address (trimmed, lower-cased) or the phone number (trimmed) asked about. */
  email: string;
  leads: Row[];
  newsletter: Row[];
  mails: Row[];
  mailFiles: MailFile[];
}

export interface ErasureCounts {
  leads: number;
  newsletter: number;
  mails: number;
  mailFiles: number;
}

/** The address as looked up: trimmed, lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const phonesOf = (leads: Row[]) => [...new Set(leads.map((lead) => String(lead.phone ?? '')).filter(Boolean))];

export async function findPersonalData(db: Knex, rawEmail: string, mailDir: string | undefined): Promise<PersonalData> {
  if (looksLikePhone(rawEmail)) {
    const leads = await leadsOfPhone(db, phoneDigitVariants(rawEmail)).orderBy('id');
    const mails = await mailsOfLeads(db, idsOf(leads)).orderBy('id');
    const mailFiles = mailDir ? await mailFilesMentioning(mailDir, phonesOf(leads)) : [];
    return { email: rawEmail.trim(), leads: await withStatusHistories(db, leads), newsletter: [], mails, mailFiles };
  }
  const email = normaliseEmail(rawEmail);
  const [leads, newsletter] = await Promise.all([
    leadsOfAddress(db, email).orderBy('id'),
    subscriptionsOf(db, email).orderBy('id'),
  ]);
  const mails = await mailsAbout(db, email, idsOf(leads)).orderBy('id');
  return {
    email,
    leads: await withStatusHistories(db, leads),
    newsletter,
    mails,
    mailFiles: mailDir ? await mailFilesAbout(mailDir, email) : [],
  };
}

/**
 * Deletes all of it: the database's part in one transaction (all or
 * nothing), then the mail files. Safe to run again: a second run finds nothing.
 */
export async function erasePersonalData(
  db: Knex,
  rawEmail: string,
  mailDir: string | undefined,
): Promise<ErasureCounts> {
  if (looksLikePhone(rawEmail)) {
    const numbers = phoneDigitVariants(rawEmail);
    const { counts, phones } = await db.transaction(async (trx) => {
      const found = await leadsOfPhone(trx, numbers).select('id', 'phone');
      const mails = await mailsOfLeads(trx, idsOf(found)).delete().returning('id');
      const leads = await leadsOfPhone(trx, numbers).delete().returning('id');
      return { counts: { leads: leads.length, newsletter: 0, mails: mails.length }, phones: phonesOf(found) };
    });
    const files = mailDir ? await mailFilesMentioning(mailDir, phones) : [];
    for (const { file } of files) await fs.rm(file, { force: true });
    return { ...counts, mailFiles: files.length };
  }
  const email = normaliseEmail(rawEmail);
  const counts = await db.transaction(async (trx) => {
    // The mails first: deleting a lead would unlink its notification (ON DELETE SET NULL).
    const leadIds = idsOf(await leadsOfAddress(trx, email).select('id'));
    const mails = await mailsAbout(trx, email, leadIds).delete().returning('id');
    const leads = await leadsOfAddress(trx, email).delete().returning('id');
    const newsletter = await subscriptionsOf(trx, email).delete().returning('id');
    return { leads: leads.length, newsletter: newsletter.length, mails: mails.length };
  });
  const files = mailDir ? await mailFilesAbout(mailDir, email) : [];
  for (const { file } of files) await fs.rm(file, { force: true });
  return { ...counts, mailFiles: files.length };
}

/** How many of each were found. */
export function countsOf(found: PersonalData): ErasureCounts {
  const { leads, newsletter, mails, mailFiles } = found;
  return { leads: leads.length, newsletter: newsletter.length, mails: mails.length, mailFiles: mailFiles.length };
}

/** `2 messages or quotes, 1 newsletter subscription, 3 mails, 0 mail files`. */
export function describeCounts(counts: ErasureCounts): string {
  return [
    plural(counts.leads, 'message ou demande de devis', 'messages ou demandes de devis'),
    plural(counts.newsletter, 'inscription à la newsletter', 'inscriptions à la newsletter'),
    plural(counts.mails, 'e-mail (en file, envoyé ou non remis)', 'e-mails (en file, envoyés ou non remis)'),
    plural(counts.mailFiles, 'fichier d’e-mail', 'fichiers d’e-mails'),
  ].join(', ');
}
