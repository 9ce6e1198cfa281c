import fs from 'node:fs/promises';
import type { Knex } from 'knex';
import { mailFilesAbout, type MailFile } from './mailFiles';
import {
  erasePersonalLeads,
  leadContacts,
  personalLeads,
  withStatusHistories,
  type LeadOwner,
} from '../leads/forOthers';
import { eraseMailsAbout, mailAddresses, mailsAbout, type Person } from '../mail/forOthers';
import { identifiersOf, journalErasure, readJournal } from './erasureJournal';
import { parseAddress, storedSpellings } from '../../shared/emailAddress';
import { looksLikePhone, phoneDigitVariants } from './phone';
import { eraseSubscriptionsOf, subscriberAddresses, subscriptionsOf } from '../newsletter/forOthers';
import { plural } from '../../shared/plural';

/**
 * Everything stored about one e-mail address, for the requests of GDPR
 * articles 15 (access: `npm run privacy:export`) and 17 (erasure:
 * `npm run privacy:erase`). An address is matched whatever its capitalisation:
 * visitors type `Claire.Morel@…` one day and `claire.morel@…` the next.
 *
 * What holds an address: contact messages and quote requests, the newsletter
 * subscription (both normalised since decision 048, as typed or lower-cased before), the
 * mails of the outbox (a lead's notification, whose Reply-To is the visitor; mails sent to
 * the address; the team's morning digest, which lists it), and, on a server without SMTP,
 * the mail files. Visits hold no address.
 *
 * A callback request holds a phone number and no address: a request about a phone number
 * (`who` written as one) finds the leads of that number, whatever its spacing or its
 * national or international form, their notifications and their mail files.
 */

type Row = Record<string, unknown>;

const idsOf = (rows: Row[]) => rows.map((row) => Number(row.id));

export interface PersonalData {
  /** The address (normalised, shared/emailAddress.ts) or the phone number (trimmed) asked about. */
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

/**
 * The address as looked up: normalised as the site stores it (shared/emailAddress.ts), or
 * trimmed and lower-cased when it is not one address (a row older than the parser).
 */
export function normaliseEmail(email: string): string {
  return parseAddress(email)?.address ?? email.trim().toLowerCase();
}

const phonesOf = (leads: Row[]) => [...new Set(leads.map((lead) => String(lead.phone ?? '')).filter(Boolean))];

/** Whose leads a request is about: an address's spellings, or a phone number's digits. */
const leadOwnerOf = (who: string): LeadOwner =>
  looksLikePhone(who) ? { numbers: phoneDigitVariants(who) } : { spellings: storedSpellings(who) };

/** Who a request is about, as the outbox and the mail files find them. */
async function personOf(db: Knex | Knex.Transaction, who: string): Promise<{ person: Person; leads: Row[] }> {
  const owner = leadOwnerOf(who);
  const leads = await personalLeads(db, owner);
  if ('numbers' in owner)
    return {
      leads,
      person: { leadIds: idsOf(leads), spellings: [], texts: [...new Set([who.trim(), ...phonesOf(leads)])] },
    };
  return { leads, person: { leadIds: idsOf(leads), spellings: owner.spellings, texts: [] } };
}

export async function findPersonalData(db: Knex, who: string, mailDir: string | undefined): Promise<PersonalData> {
  const { leads, person } = await personOf(db, who);
  const phone = looksLikePhone(who);
  const [newsletter, mails] = await Promise.all([
    phone ? [] : subscriptionsOf(db, person.spellings),
    mailsAbout(db, person),
  ]);
  return {
    email: phone ? who.trim() : normaliseEmail(who),
    leads: await withStatusHistories(db, leads),
    newsletter,
    mails,
    mailFiles: mailDir ? await mailFilesAbout(mailDir, person) : [],
  };
}

/**
 * Deletes all of it: the database's part in one transaction (all or
 * nothing), then the mail files. Safe to run again: a second run finds nothing.
 */
export async function erasePersonalData(db: Knex, who: string, mailDir: string | undefined): Promise<ErasureCounts> {
  const phone = looksLikePhone(who);
  const { counts, person } = await db.transaction(async (trx) => {
    const { person } = await personOf(trx, who);
    // The mails first: deleting a lead would unlink its notification (ON DELETE SET NULL).
    const mails = await eraseMailsAbout(trx, person);
    const leads = await erasePersonalLeads(trx, leadOwnerOf(who));
    const newsletter = phone ? 0 : await eraseSubscriptionsOf(trx, person.spellings);
    return { counts: { leads, newsletter, mails }, person };
  });
  const files = mailDir ? await mailFilesAbout(mailDir, person) : [];
  for (const { file } of files) await fs.rm(file, { force: true });
  return { ...counts, mailFiles: files.length };
}

/** Writes the erasure of `who` to DATA_DIR's journal (server/privacy/erasureJournal.ts), before it is made. */
export function journalErasureOf(dataDir: string, who: string, now?: Date): void {
  journalErasure(dataDir, identifiersOf(who), now);
}

/** The addresses of a stored recipient list (`A <a@x.fr>, b@y.fr`): each one's address. */
const addressesIn = (list: string) =>
  list
    .split(/[,;]/)
    .map((part) => (/<([^<>]*)>/.exec(part)?.[1] ?? part).trim())
    .filter((part) => part.includes('@'));

/**
 * Erases again, from a database just restored, everyone DATA_DIR's journal says was
 * erased: each address and phone number stored (leads, subscribers, the outbox's
 * recipients) whose hash is in the journal is erased as `privacy:erase` would. Resolves
 * with the addresses and numbers erased (to count, never to print).
 */
export async function reapplyErasures(db: Knex, dataDir: string, mailDir: string | undefined): Promise<string[]> {
  const erased = readJournal(dataDir);
  if (!erased) return [];
  const contacts = await leadContacts(db);
  const addresses = [
    ...contacts.map((contact) => contact.email ?? ''),
    ...(await subscriberAddresses(db)),
    ...(await mailAddresses(db)).flatMap(addressesIn),
  ].filter(Boolean);
  const people = new Set<string>();
  for (const email of new Set(addresses))
    if (storedSpellings(email).some((spelling) => erased(`email:${spelling}`))) people.add(email);
  for (const { phone } of contacts) {
    // Its digits: what privacy:erase takes as a number, whatever else was typed around them.
    const digits = (phone ?? '').replace(/\D/g, '');
    if (digits && erased(`phone:${digits}`)) people.add(digits);
  }
  for (const who of people) await erasePersonalData(db, who, mailDir);
  return [...people];
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
