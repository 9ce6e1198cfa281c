// `npm run mail:status`: how many mails are pending, being sent, sent and dead;
// why each retried one failed last; which lead each dead one belongs to.
import { command } from './lib/command';
import { stuckMails } from '../../server/mail/outboxReport';
import { outboxRepo } from '../../server/mail/outboxRepo';
import { leadSummaries } from '../../server/leads/forOthers';
import { describeStuckMail, moreMails } from './lib/mailOutput';

export default command(
  {
    name: 'mail:status',
    summary:
      'Compte les e-mails en attente, en cours d’envoi, envoyés et non remis ; dit pourquoi chaque essai a échoué et à quelle demande appartient chaque e-mail non remis.',
  },
  async ({ database: { db }, print, commandLine }) => {
    const counts = await outboxRepo(db).counts();
    print(
      `en attente ${counts.pending}   en cours ${counts.sending}   envoyés ${counts.sent}   non remis ${counts.dead}`,
    );
    const { retrying, dead, more: left } = await stuckMails(db);
    const leads = await leadSummaries(
      db,
      [...retrying, ...dead].flatMap((mail) => mail.leadId ?? []),
    );
    if (retrying.length) {
      print(`\nÀ réessayer (${retrying.length + left.retrying}) :`);
      for (const mail of retrying) print(describeStuckMail(mail, leads.get(mail.leadId!)));
      if (left.retrying) print(moreMails(left.retrying));
    }
    if (dead.length) {
      print(`\nNon remis (${dead.length + left.dead}) : corrigez la cause, puis ${commandLine('mail:retry-dead')}`);
      for (const mail of dead) print(describeStuckMail(mail, leads.get(mail.leadId!)));
      if (left.dead) print(moreMails(left.dead));
    }
  },
);
