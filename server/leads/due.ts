import type { Knex } from 'knex';
import { leadsRepo, type StoredLead } from './repo';
import { addWorkingHours, PROMISE_HOURS, workingMsBetween } from './workingHours';

/** How soon before the promise runs out a lead is listed as coming due: four working hours. */
export const SOON_HOURS = 4;

export interface DueLead extends StoredLead {
  /** The working time it has waited, in milliseconds. */
  waitedMs: number;
  /** When the promised « 24 h ouvrées » run out (one working day). */
  dueAt: Date;
}

export interface DueLeads {
  /** Still « nouveau » past the promise, the longest waiting first. */
  overdue: DueLead[];
  /** Still « nouveau », past it within the next four working hours, the soonest first. */
  soon: DueLead[];
}

/** A lead with the working time it has waited and when the promise runs out. */
export const withDue = (lead: StoredLead, now: Date): DueLead => ({
  ...lead,
  waitedMs: workingMsBetween(lead.receivedAt, now),
  dueAt: addWorkingHours(lead.receivedAt, PROMISE_HOURS),
});

/** The most urgent first: the promise that runs out first, then the older lead. */
export const byDue = (a: DueLead, b: DueLead) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id;

/** Every lead still « nouveau », the most urgent first: the espace's « À traiter ». */
export async function waitingLeads(db: Knex, now = new Date()): Promise<DueLead[]> {
  return (await leadsRepo(db).list({ status: 'nouveau' })).map((lead) => withDue(lead, now)).sort(byDue);
}

/** The leads the team has not answered yet, by the promise of a reply « sous 24 h ouvrées ». */
export async function dueLeads(db: Knex, now = new Date()): Promise<DueLeads> {
  const leads = await waitingLeads(db, now);
  const promise = PROMISE_HOURS * 3_600_000;
  return {
    overdue: leads.filter((lead) => lead.waitedMs >= promise),
    soon: leads.filter((lead) => lead.waitedMs < promise && lead.waitedMs >= promise - SOON_HOURS * 3_600_000),
  };
}
