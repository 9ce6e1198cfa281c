import type { Knex } from 'knex';
import { escapeHtml } from '../../shared/escape';
import { parisDateTime } from '../../shared/dates';
import { parisInstant, parisParts } from '../../shared/callback';
import { site } from '../../shared/site';
import { enqueueMail, type OutgoingMail } from '../mail/outboxRepo';
import { stuckMails } from '../mail/outboxReport';
import { webhookOutboxRepo } from '../webhooks/outboxRepo';
import { espaceLeadHref, paths } from '../../shared/paths';
import { waitingLeads, type DueLead } from './due';
import { isWorkingTime, PROMISE_HOURS } from './workingHours';

/** What a run of the digest did: `nothing-late` and `queued` both queued the day's mail. */
export type DigestOutcome = 'closed' | 'already' | 'nothing-late' | 'queued';

const KIND_LABEL = { quote: 'Devis', contact: 'Contact', callback: 'Rappel' } as const;

/** The Paris calendar day of `instant`, `YYYY-MM-DD`. */
function parisDay(instant: Date): string {
  const { year, month, day } = parisParts(instant);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `15 h 00`, Paris time. */
function parisTime(instant: Date): string {
  const { minutes } = parisParts(instant);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/** Mails and webhooks given up after all their tries, with the leads they were about. */
export interface DeadDeliveries {
  mails: number;
  mailLeads: number[];
  webhooks: number;
  webhookLeads: number[];
}

export const NO_DEAD: DeadDeliveries = { mails: 0, mailLeads: [], webhooks: 0, webhookLeads: [] };

/** What the morning mail says, in its order. */
export interface DigestContents {
  /** Past the promise, the longest waiting first. */
  overdue: DueLead[];
  /** Whose promise runs out later today, the soonest first. */
  dueToday: DueLead[];
  /** Callback requests for today, not yet marked contacted, by their time. */
  callbacks: DueLead[];
  dead: DeadDeliveries;
  /** Leads received yesterday (Paris calendar day): what a day with nothing late says. */
  yesterday: number;
}

const isEmpty = (c: DigestContents) =>
  !c.overdue.length && !c.dueToday.length && !c.callbacks.length && !c.dead.mails && !c.dead.webhooks;

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
const leadList = (ids: number[]) => [...new Set(ids)].map((id) => `n° ${id}`).join(', ');

/** One section of the mail: a title and its rows, each row's cells and the lead's link. */
interface Section {
  title: string;
  rows: { cells: string[]; link: string | null }[];
  note?: string;
}

/**
 * The morning mail (docs/decisions/058-the-digest-says-every-morning.md): the leads past
 * the promise, those due today with their due time, today's callbacks at their times, the
 * deliveries given up; each lead with the link to its page in the espace (by number only)
 * when the site's address is known. On a day with none of these, a short mail that says so:
 * silence then always means that something is wrong.
 */
export function digestMail(contents: DigestContents, to: string, siteUrl?: string): OutgoingMail {
  const linkOf = (lead: DueLead) => (siteUrl ? `${siteUrl}${espaceLeadHref(lead.id)}` : null);
  const who = (lead: DueLead) => [lead.name || '—', lead.email || lead.phone || '—'];
  const { overdue, dueToday, callbacks, dead } = contents;
  const sections: Section[] = [];
  if (overdue.length)
    sections.push({
      title: `${overdue.length === 1 ? 'Une demande attend' : `${overdue.length} demandes attendent`} une réponse au-delà des 24 h ouvrées promises sur le site (le jour ouvré suivant, à la même heure) :`,
      rows: overdue.map((lead) => ({
        cells: [
          `n° ${lead.id}`,
          KIND_LABEL[lead.kind],
          ...who(lead),
          `reçue le ${parisDateTime(lead.receivedAt)}`,
          `réponse promise pour le ${parisDateTime(lead.dueAt)}`,
        ],
        link: linkOf(lead),
      })),
    });
  if (dueToday.length)
    sections.push({
      title: 'À traiter aujourd’hui, avant l’heure promise :',
      rows: dueToday.map((lead) => ({
        cells: [`avant ${parisTime(lead.dueAt)}`, `n° ${lead.id}`, KIND_LABEL[lead.kind], ...who(lead)],
        link: linkOf(lead),
      })),
    });
  if (callbacks.length)
    sections.push({
      title: 'Rappels demandés pour aujourd’hui (heure de Paris) :',
      rows: callbacks.map((lead) => ({
        cells: [parisTime(lead.callbackAt!), `n° ${lead.id}`, lead.phone || '—', lead.name || '—'],
        link: linkOf(lead),
      })),
    });
  if (dead.mails || dead.webhooks)
    sections.push({
      title: 'Envois abandonnés après tous leurs essais :',
      rows: [
        ...(dead.mails
          ? [
              {
                cells: [
                  plural(dead.mails, 'e-mail', 'e-mails'),
                  dead.mailLeads.length ? `demandes ${leadList(dead.mailLeads)}` : 'aucune demande',
                ],
                link: null,
              },
            ]
          : []),
        ...(dead.webhooks
          ? [
              {
                cells: [
                  plural(dead.webhooks, 'webhook', 'webhooks'),
                  dead.webhookLeads.length ? `demandes ${leadList(dead.webhookLeads)}` : 'aucune demande',
                ],
                link: null,
              },
            ]
          : []),
      ],
      note: 'Après avoir réparé la cause (npm run mail:status, npm run webhooks:status) : npm run mail:retry-dead, npm run webhooks:retry-dead, ou le bouton « Renvoyer » de la demande dans l’espace.',
    });

  const counts = [
    overdue.length && plural(overdue.length, 'demande en retard', 'demandes en retard'),
    dueToday.length && `${dueToday.length} à traiter aujourd’hui`,
    callbacks.length && plural(callbacks.length, 'rappel', 'rappels'),
    (dead.mails || dead.webhooks) && plural(dead.mails + dead.webhooks, 'envoi en échec', 'envois en échec'),
  ].filter(Boolean);
  const subject = isEmpty(contents)
    ? `${site.name} : rien en retard aujourd’hui`
    : `${site.name} : ${counts.join(', ')}`;

  const outro = siteUrl
    ? `Une fois la personne contactée, changez le statut de la demande dans l’espace (${siteUrl}${paths.espace}) ou avec npm run leads:status -- <n° ou e-mail> contacte`
    : 'Une fois la personne contactée : npm run leads:status -- <n° ou e-mail> contacte';
  const every =
    'Ce message arrive chaque jour ouvré à 8 h 30 : un matin sans lui, l’envoi des e-mails du site est sans doute en panne.';
  const nothing = [
    'Rien en retard aujourd’hui : aucune demande au-delà des 24 h ouvrées, aucune à traiter ni aucun rappel prévu aujourd’hui, aucun envoi en échec.',
    `Hier, ${contents.yesterday === 0 ? 'aucune demande reçue' : plural(contents.yesterday, 'demande reçue', 'demandes reçues')}.`,
  ];

  const text = isEmpty(contents)
    ? [...nothing, '', every].join('\n')
    : [
        ...sections.flatMap((section) => [
          section.title,
          '',
          ...section.rows.map((row) => `- ${[...row.cells, row.link].filter(Boolean).join(' – ')}`),
          ...(section.note ? ['', section.note] : []),
          '',
        ]),
        outro,
        '',
        every,
      ].join('\n');
  const sectionHtml = (section: Section) => `<p><strong>${escapeHtml(section.title)}</strong></p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
${section.rows
  .map((row) => {
    const cells = row.cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('');
    return `<tr>${cells}${row.link ? `<td><a href="${escapeHtml(row.link)}">Ouvrir</a></td>` : ''}</tr>`;
  })
  .join('\n')}
</table>${section.note ? `\n<p>${escapeHtml(section.note)}</p>` : ''}`;
  const html = `<!DOCTYPE html><html lang="fr"><body>
${
  isEmpty(contents)
    ? nothing.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
    : `${sections.map(sectionHtml).join('\n')}\n<p>${escapeHtml(outro)}</p>`
}
<p>${escapeHtml(every)}</p>
</body></html>`;
  return { kind: 'leads_digest', to, subject, text, html };
}

/** The deliveries given up (dead), read through the outboxes' own reports. */
async function deadDeliveries(db: Knex): Promise<DeadDeliveries> {
  const mails = await stuckMails(db, { limit: 50 });
  const webhooks = webhookOutboxRepo(db);
  const [{ dead: webhookCount }, stuck] = await Promise.all([webhooks.counts(), webhooks.stuck(200)]);
  const leadsOf = (rows: { leadId: number | null }[]) =>
    rows.flatMap((row) => (row.leadId === null ? [] : [row.leadId])).sort((a, b) => a - b);
  return {
    mails: mails.dead.length + mails.more.dead,
    mailLeads: leadsOf(mails.dead),
    webhooks: webhookCount,
    webhookLeads: leadsOf(stuck.filter((webhook) => webhook.status === 'dead')),
  };
}

/** What the morning of `now` has to say. */
export async function digestContents(db: Knex, now: Date): Promise<DigestContents> {
  const today = parisDay(now);
  const promise = PROMISE_HOURS * 3_600_000;
  const waiting = await waitingLeads(db, now);
  const callbacks = waiting
    .filter((lead) => lead.kind === 'callback' && lead.callbackAt && parisDay(lead.callbackAt) === today)
    .sort((a, b) => a.callbackAt!.getTime() - b.callbackAt!.getTime());
  // A callback of today is listed at its time, not beside the 24 h promise.
  const others = waiting.filter((lead) => !callbacks.includes(lead));
  const { year, month, day } = parisParts(now);
  const [row] = await db('leads')
    .where('created_at', '>=', parisInstant(year, month, day - 1, 0, 0))
    .where('created_at', '<', parisInstant(year, month, day, 0, 0))
    .count({ n: '*' });
  return {
    overdue: others.filter((lead) => lead.waitedMs >= promise),
    dueToday: others.filter((lead) => lead.waitedMs < promise && parisDay(lead.dueAt) === today),
    callbacks,
    dead: await deadDeliveries(db),
    yesterday: Number(row?.n ?? 0),
  };
}

/**
 * The day's digest (docs/decisions/040-lead-status-and-due-leads.md, 058): during a working
 * day's working hours, the first run claims the Paris day in `lead_digests` and, in the same
 * transaction, queues one mail to `to`, whatever it has to say. Every other run that day, on
 * this instance or another, finds the day claimed and does nothing.
 */
export async function queueLeadsDigest(
  db: Knex,
  { to, now = new Date(), siteUrl }: { to: string; now?: Date; siteUrl?: string },
) {
  if (!isWorkingTime(now)) return 'closed' satisfies DigestOutcome;
  const contents = await digestContents(db, now);
  return db.transaction(async (trx): Promise<DigestOutcome> => {
    const claimed = await trx('lead_digests')
      .insert({ day: parisDay(now), queued_at: now })
      .onConflict('day')
      .ignore()
      .returning('day');
    if (!claimed.length) return 'already';
    await enqueueMail(trx, digestMail(contents, to, siteUrl));
    return isEmpty(contents) ? 'nothing-late' : 'queued';
  });
}
