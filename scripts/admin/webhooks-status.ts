// `npm run webhooks:status`: how many lead webhooks are pending, being posted,
// delivered and dead; why each retried or dead one failed last.
import { command } from './lib/command';
import { webhookOutboxRepo } from '../../server/webhooks/outboxRepo';
import { redactUrl } from '../../server/env';

export default command(
  {
    name: 'webhooks:status',
    summary:
      'Compte les webhooks des demandes en attente, en cours d’envoi, remis et non remis ; dit pourquoi chaque essai a échoué.',
  },
  async ({ database: { db }, print, commandLine }) => {
    const repo = webhookOutboxRepo(db);
    const counts = await repo.counts();
    print(
      `en attente ${counts.pending}   en cours ${counts.sending}   remis ${counts.sent}   non remis ${counts.dead}`,
    );
    const stuck = await repo.stuck(50);
    const describe = (w: (typeof stuck)[number]) =>
      `  ${w.messageId} vers ${redactUrl(w.url)}${w.leadId === null ? '' : `, demande n° ${w.leadId}`}, ${
        w.status === 'dead' ? `non remis après ${w.attempts} essais` : `essai ${w.attempts} échoué`
      } : ${w.lastError ?? 'raison inconnue'}`;
    const retrying = stuck.filter((w) => w.status === 'pending');
    const dead = stuck.filter((w) => w.status === 'dead');
    if (retrying.length) {
      print(`\nÀ réessayer (${retrying.length}) :`);
      for (const w of retrying) print(describe(w));
    }
    if (dead.length) {
      print(`\nNon remis (${dead.length}) : corrigez la cause, puis ${commandLine('webhooks:retry-dead')}`);
      for (const w of dead) print(describe(w));
    }
  },
);
