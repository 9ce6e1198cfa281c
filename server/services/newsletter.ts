import type { Knex } from 'knex';
import { newsletterRepo } from '../db/newsletterRepo';
import { newsletterWelcome } from '../mail/templates';

export interface NewsletterService {
  subscribe(email: string, source: string): Promise<void>;
  unsubscribeUrl(token: string): string;
}

export function newsletterService(db: Knex, siteUrl: string, onQueued: () => void): NewsletterService {
  const repo = newsletterRepo(db);
  const unsubscribeUrl = (token: string) => `${siteUrl}/newsletter/desinscription/${token}`;
  return {
    unsubscribeUrl,
    async subscribe(email, source) {
      if (await repo.subscribe(email, source, (token) => newsletterWelcome(email, unsubscribeUrl(token)))) onQueued();
    },
  };
}
