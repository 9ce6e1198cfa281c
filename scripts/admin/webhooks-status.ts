// `npm run webhooks:status`: how many lead webhooks are pending, being posted,
// delivered and dead; why each retried or dead one failed last, and when it is tried next;
// the addresses disabled after a `410 Gone`.
import { command } from './lib/command';
import { webhookOutboxRepo } from '../../server/webhooks/outboxRepo';
import { QueueState } from '../../server/queue/states';
import { redactUrl } from '../../server/env';

const parisTime = (date: Date) => date.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

export default command(
  {
    name: 'webhooks:status',
    summary:
      'Compte les webhooks des demandes en attente, en cours d’envoi, remis et non remis ; dit pourquoi chaque essai a échoué, quand a lieu le prochain, et quelles adresses sont désactivées.',
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
        w.status === QueueState.dead
          ? `non remis après ${w.attempts} essais`
          : `essai ${w.attempts} échoué, prochain essai le ${parisTime(w.nextAttemptAt)}`
      } : ${w.lastError ?? 'raison inconnue'}`;
    const retrying = stuck.filter((w) => w.status === QueueState.pending);
    const dead = stuck.filter((w) => w.status === QueueState.dead);
    if (retrying.length) {
      print(`\nÀ réessayer (${retrying.length}) :`);
      for (const w of retrying) print(describe(w));
    }
    if (dead.length) {
      print(`\nNon remis (${dead.length}) : corrigez la cause, puis ${commandLine('webhooks:retry-dead')}`);
      for (const w of dead) print(describe(w));
    }
    const disabled = await repo.disabledEndpoints();
    if (disabled.length) {
      print(
        `\nAdresses désactivées (${disabled.length}) : elles ont répondu 410 Gone, rien ne leur est plus envoyé ; leurs webhooks attendent. Pour les réactiver : ${commandLine('webhooks:retry-dead', '--reactiver')}`,
      );
      for (const e of disabled) print(`  ${redactUrl(e.url)} depuis le ${parisTime(e.disabledAt)} (${e.reason})`);
    }
  },
);
