// `npm run webhooks:retry-dead`: gives every dead lead webhook a fresh set of tries
// (after fixing LEAD_WEBHOOK_URL or the receiver), with its same webhook-id.
import { command } from './lib/command';
import { webhookOutboxRepo } from '../../server/webhooks/outboxRepo';

export default command(
  {
    name: 'webhooks:retry-dead',
    summary:
      'Redonne une série d’essais à chaque webhook non remis (après avoir réparé le destinataire, par exemple), avec le même webhook-id ; les serveurs en marche les envoient dans les secondes qui suivent.',
  },
  async ({ database: { db }, print }) => {
    const count = await webhookOutboxRepo(db).retryDead();
    print(
      count
        ? `${count} ${count > 1 ? 'webhooks non remis repartent' : 'webhook non remis repart'} dans la file d’envoi`
        : 'aucun webhook non remis',
    );
  },
);
