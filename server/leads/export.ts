import { planTitle } from '../../shared/plans';
import { specialtyName } from '../../shared/specialties';
import { parisDateTime } from '../../shared/dates';
import writeXlsxFile from 'write-excel-file/node';
import { toCsv, type Cell } from '../../shared/tabular';
import type { NotificationState, StoredLead } from './repo';
import { LEAD_STATUS_LABEL, type StatusChange } from './status';

/**
 * The leads as files for the owner: CSV for a spreadsheet, JSON for a CRM import. The same
 * bytes whether `npm run leads:export` writes them or the espace's « Exporter » downloads them.
 */

/** The type of a lead as the owner calls it, in the list and the export alike (`--kind` takes it too). */
export const KIND_LABEL = { quote: 'devis', contact: 'contact', callback: 'rappel' } as const;

/** When to call back, Paris time, as the owner dials. */
export const callAt = (lead: StoredLead) => (lead.callbackAt ? parisDateTime(lead.callbackAt) : '');

/** What the owner reads of a notification's state: a dead one must catch the eye. */
export const NOTIFICATION_LABEL: Record<NotificationState, string> = {
  sent: 'envoyée',
  pending: 'en attente',
  dead: 'NON REMISE',
  none: '',
};

/** Where a lead came from, in a word for the list: its campaign, else the site that sent it, else « direct ». */
export const provenanceOf = (lead: StoredLead) =>
  lead.attribution.utmCampaign ?? lead.attribution.utmSource ?? lead.attribution.referrerHost ?? 'direct';

/** The CSV columns, in French: the owner opens the file in a French spreadsheet. */
const CSV_HEADER = [
  'N°',
  'Reçu le',
  'Type',
  'Nom et prénom',
  'E-mail',
  'Téléphone',
  'Cabinet',
  'Ville',
  'Formule',
  'Spécialité',
  'Message',
  'Consentement',
  'Page',
  'Notification',
  'Rappeler le',
  'Source (utm_source)',
  'Support (utm_medium)',
  'Campagne (utm_campaign)',
  'Mot-clé (utm_term)',
  'Contenu (utm_content)',
  'Site d’origine',
  'Page d’arrivée',
  'Appel à l’action',
  'Statut',
  'Statut depuis',
  'Note du statut',
  'Statut changé par',
];

/** The newest change of a lead's status, which the CSV shows beside the status (the JSON gives them all). */
const lastChange = (histories: ReadonlyMap<number, StatusChange[]>, id: number) => histories.get(id)?.at(-1);

/** One row per lead, in the columns of CSV_HEADER. */
const leadRows = (leads: readonly StoredLead[], histories: ReadonlyMap<number, StatusChange[]>): Cell[][] =>
  leads.map((lead) => [
    lead.id,
    parisDateTime(lead.receivedAt),
    KIND_LABEL[lead.kind],
    lead.name,
    lead.email,
    lead.phone,
    lead.practice,
    lead.city,
    lead.plan ? planTitle(lead.plan) : '',
    lead.specialty ? specialtyName(lead.specialty) : '',
    lead.message,
    lead.consent ? 'oui' : 'non',
    lead.page,
    NOTIFICATION_LABEL[lead.notification],
    callAt(lead),
    lead.attribution.utmSource,
    lead.attribution.utmMedium,
    lead.attribution.utmCampaign,
    lead.attribution.utmTerm,
    lead.attribution.utmContent,
    lead.attribution.referrerHost,
    lead.attribution.landingPage,
    lead.attribution.cta,
    LEAD_STATUS_LABEL[lead.status],
    lead.statusAt ? parisDateTime(lead.statusAt) : '',
    lastChange(histories, lead.id)?.note,
    lastChange(histories, lead.id)?.changedBy,
  ]);

export function leadsCsv(
  leads: readonly StoredLead[],
  histories: ReadonlyMap<number, StatusChange[]> = new Map(),
): string {
  return toCsv(CSV_HEADER, leadRows(leads, histories));
}

/**
 * The same table as an Excel workbook, for a spreadsheet or a CRM import: every cell typed,
 * so a phone is the text that was typed (`06 12 34 56 78`, `+33 6…`, `0470…`: no apostrophe,
 * no leading zero lost) and nothing a visitor typed can be a formula, since a workbook
 * computes only the cells it stores as formulas. A CSV cell has no type: the spreadsheet
 * guesses one, so the CSV must add an apostrophe before `=`, `+`, `-`, `@` and Excel drops a
 * national number's zero. Excel, LibreOffice, HubSpot and Pipedrive all import .xlsx.
 */
export async function leadsXlsx(
  leads: readonly StoredLead[],
  histories: ReadonlyMap<number, StatusChange[]> = new Map(),
): Promise<Buffer> {
  const cell = (value: Cell) =>
    typeof value === 'number'
      ? { type: Number, value }
      : { type: String, value: value === null || value === undefined ? '' : String(value) };
  const header = CSV_HEADER.map((title) => ({ type: String, value: title, fontWeight: 'bold' as const }));
  return writeXlsxFile([header, ...leadRows(leads, histories).map((row) => row.map(cell))], {
    sheet: 'Demandes',
    stickyRowsCount: 1,
  }).toBuffer();
}

/**
 * JSON for a CRM or a script: the stored fields under stable English names, dates in ISO 8601;
 * the status as stored (`contacte`), its label (« contacté ») and its history, oldest change first.
 */
export function leadsJson(
  leads: readonly StoredLead[],
  histories: ReadonlyMap<number, StatusChange[]> = new Map(),
): string {
  return `${JSON.stringify(
    leads.map((lead) => ({
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      practice: lead.practice,
      city: lead.city,
      plan: lead.plan,
      specialty: lead.specialty,
      message: lead.message,
      consent: lead.consent,
      page: lead.page,
      notification: lead.notification,
      callbackAt: lead.callbackAt?.toISOString() ?? null,
      ...lead.attribution,
      status: lead.status,
      statusLabel: LEAD_STATUS_LABEL[lead.status],
      statusAt: lead.statusAt?.toISOString() ?? null,
      statusHistory: (histories.get(lead.id) ?? []).map((change) => ({
        status: change.status,
        statusLabel: LEAD_STATUS_LABEL[change.status],
        note: change.note,
        changedAt: change.changedAt.toISOString(),
        changedBy: change.changedBy,
      })),
    })),
    null,
    2,
  )}\n`;
}
