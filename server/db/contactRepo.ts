import type { Knex } from 'knex';
import type { ContactPayload } from '../../shared/schemas';
import { enqueueMail, type OutgoingMail } from './outboxRepo';

export function contactRepo(db: Knex) {
  return {
    /**
     * Stores the message and queues its notification in one transaction: once
     * this resolves, neither can be lost, whatever the mail server does.
     */
    async createWithNotification(payload: ContactPayload, notification: (id: number) => OutgoingMail): Promise<number> {
      return db.transaction(async (trx) => {
        const [row] = await trx('contact_messages')
          .insert({
            kind: payload.kind,
            name: payload.name,
            email: payload.email,
            message: payload.message,
            phone: payload.phone || null,
            practice: payload.practice || null,
            city: payload.city || null,
            plan: payload.plan ?? null,
            consent: payload.consent ?? false,
          })
          .returning('id');
        const id = Number(row.id);
        await enqueueMail(trx, notification(id));
        return id;
      });
    },
  };
}
