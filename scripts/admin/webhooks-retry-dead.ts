// `npm run webhooks:retry-dead`: gives every dead lead webhook a fresh set of tries
// (after fixing LEAD_WEBHOOK_URL or the receiver), with its same webhook-id;
// `--reactiver` also enables again the addresses disabled after a `410 Gone`.
import { command } from './lib/command';
import { webhookOutboxRepo } from '../../server/webhooks/outboxRepo';

export default command(
  {
    name: 'webhooks:retry-dead',
    summary:
      'Redonne une série d’essais à chaque webhook non remis (après avoir réparé le destinataire, par exemple), avec le même webhook-id ; les serveurs en marche les envoient dans les secondes qui suivent.',
    options: {
      reactiver: {
        type: 'boolean',
        description:
          'réactive aussi les adresses désactivées après une réponse 410 Gone (webhooks:status les liste) : leurs webhooks en attente partent aussitôt',
      },
    },
  },
  async ({ database: { db }, print, values }) => {
    const repo = webhookOutboxRepo(db);
    if (values.reactiver) {
      const enabled = await repo.enableEndpoints();
      print(
        enabled
          ? `${enabled} ${enabled > 1 ? 'adresses réactivées' : 'adresse réactivée'}`
          : 'aucune adresse désactivée',
      );
    }
    const count = await repo.retryDead();
    print(
      count
        ? `${count} ${count > 1 ? 'webhooks non remis repartent' : 'webhook non remis repart'} dans la file d’envoi`
        : 'aucun webhook non remis',
    );
  },
);
