import { planTitle } from '../../../shared/plans';
import { plural } from '../../../shared/plural';
import type { StoredLead } from '../../../server/leads/repo';
import { parisDateTime } from '../../../shared/dates';
import type { CommandLine } from './command';
import { clip, textTable } from './tabular';
import { LEAD_STATUS_LABEL } from '../../../server/leads/status';
import { callAt, KIND_LABEL, NOTIFICATION_LABEL, provenanceOf } from '../../../server/leads/export';

/** The owner's list of the leads in the terminal (`npm run leads:list`); the files are server/leads/export.ts's. */

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
    lead.webhooks === 'dead'
      ? `${NOTIFICATION_LABEL[lead.notification]}, webhook NON REMIS`
      : NOTIFICATION_LABEL[lead.notification],
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
  const deadWebhooks = leads.filter((lead) => lead.webhooks === 'dead').length;
  const summary = [
    `${plural(leads.length, 'demande', 'demandes')} : ${plural(quotes, 'devis', 'devis')}, ${plural(leads.length - quotes - callbacks, 'message de contact', 'messages de contact')}${callbacks ? `, ${plural(callbacks, 'demande de rappel', 'demandes de rappel')}` : ''}`,
    ...(dead
      ? [
          `${plural(dead, 'notification NON REMISE', 'notifications NON REMISES')} : l’équipe ne ${dead === 1 ? 'l’a' : 'les a'} pas reçue${dead === 1 ? '' : 's'} par e-mail ; voir ${commandLine('mail:status')}`,
        ]
      : []),
    ...(deadWebhooks
      ? [
          `${plural(deadWebhooks, 'demande dont le webhook est NON REMIS', 'demandes dont le webhook est NON REMIS')} : votre outil ne l’a pas reçue ; voir ${commandLine('webhooks:status')}`,
        ]
      : []),
  ];
  return `${textTable(header, rows, { alignRight: [0] })}\n${summary.join('\n')}`;
}
