// `npm run mail:retry-dead`: gives every dead mail a fresh set of tries
// (after fixing SMTP_URL, say); running servers pick them up within seconds.
import { command } from './lib/command';
import { outboxRepo } from '../../server/mail/outboxRepo';

export default command(
  {
    name: 'mail:retry-dead',
    summary:
      'Redonne une série d’essais à chaque e-mail non remis (après avoir corrigé SMTP_URL, par exemple) ; les serveurs en marche les envoient dans les secondes qui suivent.',
  },
  async ({ database: { db }, print }) => {
    const count = await outboxRepo(db).retryDead();
    print(
      count
        ? `${count} ${count > 1 ? 'e-mails non remis repartent' : 'e-mail non remis repart'} dans la file d’envoi`
        : 'aucun e-mail non remis',
    );
  },
);
