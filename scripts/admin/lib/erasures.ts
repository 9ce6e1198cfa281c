import { dataPaths, type Env } from '../../../server/env';
import { openDatabase } from '../../../server/db/database';
import { migrateLatest } from '../../../server/db/migrate';
import { readJournal } from '../../../server/privacy/erasureJournal';
import type { Knex } from 'knex';
import type { CommandLine } from './command';
import {
  countsOf,
  describeCounts,
  erasePersonalData,
  journalErasureOf,
  reapplyErasures,
  type PersonalData,
} from '../../../server/privacy/personalData';

/**
 * What the command cannot reach, for the owner to finish there: mails already handed to
 * the relay sit in MAIL_TO's mailbox (without SMTP_URL they were the files of ./data/mail,
 * erased above), and the webhooks' receivers keep what they were posted (hosts only: the
 * path of a Slack, Zapier or Make address is its credential).
 */
export function outOfReach(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_TO' | 'LEAD_WEBHOOK_URL'>,
  commandLine: CommandLine,
): string {
  const hosts = [...new Set(env.LEAD_WEBHOOK_URL.map((url) => new URL(url).host))];
  return [
    'Ce que cette commande ne peut pas effacer :',
    env.SMTP_URL
      ? `les e-mails déjà remis à la boîte de MAIL_TO (${env.MAIL_TO}) qui la nomment (notifications, résumés du matin), à supprimer dans cette messagerie, corbeille comprise ;`
      : `les e-mails déjà transférés depuis ./data/mail vers une autre boîte, s’il y en a (sans SMTP_URL, le site n’a rien envoyé à MAIL_TO, ${env.MAIL_TO}) ;`,
    hosts.length
      ? `les copies déjà livrées aux destinataires des webhooks (${hosts.join(', ')}), à supprimer dans ces outils ;`
      : 'les copies déjà livrées aux destinataires des webhooks, si LEAD_WEBHOOK_URL a été réglé un jour, à supprimer dans ces outils ;',
    `les sauvegardes déjà faites la contiennent encore, mais l’effacement est noté dans le journal de DATA_DIR/privacy (des empreintes, aucune adresse) et ${commandLine('restore')} le refait après chaque restauration.`,
  ].join(' ');
}

/**
 * The erasures the backup predates, made again (server/privacy/erasureJournal.ts): the
 * restored database brought up to date by its migrations (the site would run them at
 * start), then everyone the journal names erased from it. Undefined without a journal.
 */
export async function eraseAgain(env: Env, url: string): Promise<number | undefined> {
  if (!readJournal(env.DATA_DIR)) return undefined;
  const database = await openDatabase(url);
  try {
    await migrateLatest(database.db);
    return (await reapplyErasures(database.db, env.DATA_DIR, dataPaths(env).mail)).length;
  } finally {
    await database.close();
  }
}

/**
 * privacy:erase's erasure of `who` (`found`: what findPersonalData found), journalled first,
 * and also when nothing is left (a backup may hold it): should the erasure fail half-way,
 * running it again finishes it; the other way round, a restore could bring the person back.
 * Resolves with the lines to print: what was erased, then what the command cannot reach.
 */
export async function eraseJournalled(
  db: Knex,
  env: Env,
  commandLine: CommandLine,
  who: string,
  found: PersonalData,
): Promise<string[]> {
  journalErasureOf(env.DATA_DIR, who);
  const done = Object.values(countsOf(found)).some(Boolean)
    ? `effacé, concernant ${found.email} : ${describeCounts(await erasePersonalData(db, who, dataPaths(env).mail))}`
    : `rien n’est enregistré concernant ${found.email} : rien à effacer`;
  return [done, outOfReach(env, commandLine)];
}
