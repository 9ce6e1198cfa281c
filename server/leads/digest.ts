import type { Knex } from 'knex';
import { escapeHtml } from '../../shared/escape';
import { parisDateTime } from '../../shared/dates';
import { parisParts } from '../../shared/callback';
import { site } from '../../shared/site';
import { enqueueMail, type OutgoingMail } from '../mail/outboxRepo';
import { espaceLeadHref, paths } from '../../shared/paths';
import { dueLeads, type DueLead } from './due';
import { isWorkingTime } from './workingHours';

/** What a run of the digest did. */
export type DigestOutcome = 'closed' | 'already' | 'nothing-late' | 'queued';

const KIND_LABEL = { quote: 'Devis', contact: 'Contact', callback: 'Rappel' } as const;

/** The Paris calendar day of `instant`, `YYYY-MM-DD`. */
function parisDay(instant: Date): string {
  const { year, month, day } = parisParts(instant);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The morning mail: one line per overdue lead, the longest waiting first, each with the link
 * to its page in the espace (by number only) when the site's address is known.
 */
export function digestMail(leads: readonly DueLead[], to: string, siteUrl?: string): OutgoingMail {
  const linkOf = (lead: DueLead) => (siteUrl ? `${siteUrl}${espaceLeadHref(lead.id)}` : null);
  const rows = leads.map((lead) => [
    `n° ${lead.id}`,
    KIND_LABEL[lead.kind],
    lead.name || '—',
    lead.email || lead.phone || '—',
    `reçue le ${parisDateTime(lead.receivedAt)}`,
    `réponse promise pour le ${parisDateTime(lead.dueAt)}`,
  ]);
  const intro =
    leads.length === 1
      ? 'Une demande attend une réponse au-delà des 24 h ouvrées promises sur le site (le jour ouvré suivant, à la même heure) :'
      : `${leads.length} demandes attendent une réponse au-delà des 24 h ouvrées promises sur le site (le jour ouvré suivant, à la même heure) :`;
  const outro = siteUrl
    ? `Une fois la personne contactée, changez le statut de la demande dans l’espace (${siteUrl}${paths.espace}) ou avec npm run leads:status -- <n° ou e-mail> contacte`
    : 'Une fois la personne contactée : npm run leads:status -- <n° ou e-mail> contacte';
  return {
    kind: 'leads_digest',
    to,
    subject: `${site.name} : ${leads.length === 1 ? '1 demande en retard' : `${leads.length} demandes en retard`} sur les 24 h ouvrées`,
    text: [
      intro,
      '',
      ...rows.map((row, i) => `- ${[...row, linkOf(leads[i]!)].filter(Boolean).join(' – ')}`),
      '',
      outro,
    ].join('\n'),
    html: `<!DOCTYPE html><html lang="fr"><body>
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
${rows
  .map((row, i) => {
    const link = linkOf(leads[i]!);
    const cells = row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('');
    return `<tr>${cells}${link ? `<td><a href="${escapeHtml(link)}">Ouvrir</a></td>` : ''}</tr>`;
  })
  .join('\n')}
</table>
<p>${escapeHtml(outro)}</p>
</body></html>`,
  };
}

/**
 * The day's digest of overdue leads (docs/decisions/040-lead-status-and-due-leads.md): during a
 * working day's working hours, the first run claims the Paris day in `lead_digests` and, in the
 * same transaction, queues one mail to `to` when any lead waits past the promise. Every other
 * run that day, on this instance or another, finds the day claimed and does nothing.
 */
export async function queueLeadsDigest(
  db: Knex,
  { to, now = new Date(), siteUrl }: { to: string; now?: Date; siteUrl?: string },
) {
  if (!isWorkingTime(now)) return 'closed' satisfies DigestOutcome;
  const { overdue } = await dueLeads(db, now);
  return db.transaction(async (trx): Promise<DigestOutcome> => {
    const claimed = await trx('lead_digests')
      .insert({ day: parisDay(now), queued_at: now })
      .onConflict('day')
      .ignore()
      .returning('day');
    if (!claimed.length) return 'already';
    if (!overdue.length) return 'nothing-late';
    await enqueueMail(trx, digestMail(overdue, to, siteUrl));
    return 'queued';
  });
}
