import type { Knex } from 'knex';
import { leadsRepo } from './repo';
import { afterCommit } from '../idempotency/idempotency';
import type { Lead } from './lead';
import { leadNotification } from './notification';

export interface LeadService {
  /**
   * Stores the lead with its notification; resolves with its id once committed,
   * or, `within` a transaction (an idempotent request's), once written in it.
   */
  submit(lead: Lead, within?: Knex.Transaction): Promise<number>;
}

export function leadService(db: Knex, mailTo: string, onQueued: () => void): LeadService {
  return {
    async submit(lead, within) {
      const id = await leadsRepo(within ?? db).createWithNotification(lead, (leadId) =>
        leadNotification(lead, leadId, mailTo),
      );
      afterCommit(within, onQueued);
      return id;
    },
  };
}
