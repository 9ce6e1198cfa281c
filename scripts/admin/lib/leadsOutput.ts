import { planTitle } from '../../../shared/plans';
import { specialtyName } from '../../../shared/specialties';
import { plural } from '../../../shared/plural';
import type { NotificationState, StoredLead } from '../../../server/leads/repo';
import { parisDateTime } from '../../../shared/dates';
import type { CommandLine } from './command';
import { clip, textTable, toCsv } from './tabular';
import { LEAD_STATUS_LABEL, type StatusChange } from '../../../server/leads/status';

/**
 * The owner's views of the leads (`npm run leads:list`, `leads:export`): a
 * table for the terminal, CSV for a spreadsheet, JSON for a CRM import.
 */

/** The type of a lead as the owner calls it, in the list and the export alike (`--kind` takes it too). */
const KIND_LABEL = { quote: 'devis', contact: 'contact', callback: 'rappel' } as const;

/** When to call back, Paris time, as the owner dials. */
const callAt = (lead: StoredLead) => (lead.callbackAt ? parisDateTime(lead.callbackAt) : '');

/** What the owner reads of a notification's state: a dead one must catch the eye. */
const NOTIFICATION_LABEL: Record<NotificationState, string> = {
  sent: 'envoyée',
  pending: 'en attente',
  dead: 'NON REMISE',
  none: '',
};

/** Where a lead came from, in a word for the list: its campaign, else the site that sent it, else « direct ». */
const provenanceOf = (lead: StoredLead) =>
  lead.attribution.utmCampaign ?? lead.attribution.utmSource ?? lead.attribution.referrerHost ?? 'direct';

/** The readable table of `leads:list`: one line per lead, newest first, long texts shortened. */
export function leadsTable(leads: readonly StoredLead[], commandLine: CommandLine): string {
  if (!leads.length) return 'aucune demande';
  const rows = leads.map((lead) => [
    String(lead.id),
    parisDateTime(lead.receivedAt),
    KIND_LABEL[lead.kind],
    clip(lead.name, 28),
    clip(lead.email, 34),
    clip(lead.phone ?? '', 18),
    clip(lead.practice ?? '', 24),
    clip(lead.city ?? '', 18),
    lead.plan ? planTitle(lead.plan) : '',
    NOTIFICATION_LABEL[lead.notification],
    LEAD_STATUS_LABEL[lead.status],
    clip(lead.page ?? '', 28),
    clip(provenanceOf(lead), 24),
    clip(lead.message, 50),
    callAt(lead),
  ]);
  const header = [
    'n°',
    'reçu le',
    'type',
    'nom',
    'e-mail',
    'téléphone',
    'cabinet',
    'ville',
    'formule',
    'notification',
    'statut',
    'page',
    'provenance',
    'message',
    'rappeler le',
  ];
  const quotes = leads.filter((lead) => lead.kind === 'quote').length;
  const callbacks = leads.filter((lead) => lead.kind === 'callback').length;
  const dead = leads.filter((lead) => lead.notification === 'dead').length;
  const summary = [
    `${plural(leads.length, 'demande', 'demandes')} : ${plural(quotes, 'devis', 'devis')}, ${plural(leads.length - quotes - callbacks, 'message de contact', 'messages de contact')}${callbacks ? `, ${plural(callbacks, 'demande de rappel', 'demandes de rappel')}` : ''}`,
    ...(dead
      ? [
          `${plural(dead, 'notification NON REMISE', 'notifications NON REMISES')} : l’équipe ne ${dead === 1 ? 'l’a' : 'les a'} pas reçue${dead === 1 ? '' : 's'} par e-mail ; voir ${commandLine('mail:status')}`,
        ]
      : []),
  ];
  return `${textTable(header, rows, { alignRight: [0] })}\n${summary.join('\n')}`;
}

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
];

export function leadsCsv(leads: readonly StoredLead[]): string {
  return toCsv(
    CSV_HEADER,
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
    ]),
  );
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
      })),
    })),
    null,
    2,
  )}\n`;
}
