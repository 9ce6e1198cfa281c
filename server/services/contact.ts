import type { Knex } from 'knex';
import type { ContactPayload } from '../../shared/schemas';
import { contactRepo } from '../db/contactRepo';
import { contactNotification } from '../mail/templates';

export interface ContactService {
  /** Stores the message with its notification; resolves with its id once committed. */
  submit(payload: ContactPayload): Promise<number>;
}

export function contactService(db: Knex, mailTo: string, onQueued: () => void): ContactService {
  const repo = contactRepo(db);
  return {
    async submit(payload) {
      const id = await repo.createWithNotification(payload, (messageId) => contactNotification(payload, messageId, mailTo));
      onQueued();
      return id;
    },
  };
}
