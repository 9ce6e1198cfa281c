import type { Knex } from 'knex';
import { leadsRepo } from './repo';
import { afterCommit, type Taking } from '../idempotency/idempotency';
import type { Lead } from './lead';
import { takeLead, type Arrival } from './intake';
import { leadNotification } from './notification';
import { leadWebhooks, type LeadWebhooks } from './webhook';

export interface LeadService {
  /** Every lead's way in (intake.ts): the forms' actions and the API alike; there is no other. */
  take(arrival: Arrival): Promise<Taking>;
}

/**
 * `siteUrl`: the site's own address, whose host is never a lead's referrer;
 * `webhooks`: where each new lead is also posted (LEAD_WEBHOOK_URL), none by default.
 */
export function leadService(
  db: Knex,
  mailTo: string,
  onQueued: () => void,
  siteUrl?: string,
  webhooks: LeadWebhooks = { urls: [], format: 'json' },
  /** Told of each lead stored (its kind only), once committed: the metrics count them. */
  onCreated?: (kind: Lead['kind']) => void,
): LeadService {
  const siteHost = siteUrl ? new URL(siteUrl).hostname.toLowerCase() : null;
  // What follows a stored lead, in its transaction, in this one place: stores the lead with
  // its notification and webhooks; resolves with its id once written in the key's transaction.
  const submit = async (lead: Lead, within?: Knex.Transaction) => {
    const id = await leadsRepo(within ?? db).createWithNotification(
      lead,
      (leadId) => leadNotification(lead, leadId, mailTo, new Date(), { siteUrl }),
      (leadId) => leadWebhooks(lead, leadId, { siteUrl, ...webhooks }),
    );
    afterCommit(within, onQueued);
    if (onCreated) afterCommit(within, () => onCreated(lead.kind));
    return id;
  };
  return { take: (arrival) => takeLead(db, submit, arrival, siteHost) };
}
