import type { Database } from './database';

/** A DATABASE_URL that does not lead to a database: its message is the one line the owner reads. */
export class DatabaseSettingError extends Error {}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EAI_AGAIN']);

/** The server part of a postgres:// address, as it may be shown (no login). */
function serverOf(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host || 'localhost'}${pathname}`;
  } catch {
    return 'le serveur';
  }
}

/**
 * What a failed first query says of DATABASE_URL, in one French line naming it and the fix,
 * or undefined when the error is not the setting's (a query of ours, say). pg's errors carry
 * Postgres's SQLSTATE (28P01 wrong password, 28000 unknown role, 3D000 no such database) or
 * the system's code (ECONNREFUSED…); Knex's acquire timeout stands for a server that never answered.
 */
export function databaseSettingProblem(err: unknown, url: string): string | undefined {
  const { code, name } = (err ?? {}) as { code?: string; name?: string };
  const where = serverOf(url);
  const user = (() => {
    try {
      return decodeURIComponent(new URL(url).username) || 'par défaut';
    } catch {
      return 'par défaut';
    }
  })();
  const database = where.split('/').slice(1).join('/') || user;
  if (code === 'ENOTFOUND')
    return `DATABASE_URL : l’hôte de ${where} est introuvable (ENOTFOUND) : corrigez le nom du serveur Postgres dans DATABASE_URL`;
  if ((code && UNREACHABLE.has(code)) || name === 'KnexTimeoutError')
    return `DATABASE_URL : le serveur Postgres ${where} ne répond pas (${code ?? 'délai dépassé'}) : vérifiez qu’il est démarré et joignable d’ici, et l’hôte et le port de DATABASE_URL`;
  if (code === '28P01' || code === '28000')
    return `DATABASE_URL : le serveur Postgres ${where} refuse l’utilisateur « ${user} » ou son mot de passe (${code}) : corrigez-les dans DATABASE_URL (caractères spéciaux encodés : @ s’écrit %40), ou créez ce rôle sur le serveur`;
  if (code === '3D000')
    return `DATABASE_URL : la base « ${database} » n’existe pas sur le serveur Postgres ${where.split('/')[0]} (3D000) : créez-la (createdb ${database}) ou corrigez son nom à la fin de DATABASE_URL`;
  return undefined;
}

/**
 * One query on a database just opened, so that a wrong DATABASE_URL is said in one line before
 * anything else runs: the server at start and every admin command (preflight included) go
 * through here, and say the same thing.
 */
export async function reachDatabase(database: Database, url: string): Promise<void> {
  try {
    await database.db.raw('select 1');
  } catch (err) {
    const problem = databaseSettingProblem(err, url);
    if (problem) throw new DatabaseSettingError(problem);
    throw err;
  }
}
