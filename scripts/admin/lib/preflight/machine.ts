// Preflight's lines on where the site runs: its proxy, Redis, its data folder, its schema and its backups.
import type { Knex } from 'knex';
import { migrationSource } from '../../../../migrations/index';
import { backupsIn, systemPgDump } from '../../../../server/db/backup';
import { widerThanPrivate } from '../../../../server/db/privateFiles';
import { dataPaths, type Env } from '../../../../server/env';
import { trustProxyProblem } from '../../../../server/http/startChecks';
import { plural } from '../../../../shared/plural';
import type { CommandLine } from '../command';
import type { Check } from './check';

/** TRUST_PROXY against HOST and SITE_URL: a proxy believed that anyone may be, or one not believed at all. */
function proxyCheck(env: Env): Check {
  const proxy = trustProxyProblem(env.TRUST_PROXY, env.HOST);
  const proxyOnThisMachine = Boolean(proxy && typeof env.TRUST_PROXY === 'string');
  const httpsWithoutProxy = env.TRUST_PROXY === false && env.SITE_URL.startsWith('https:');
  return {
    label: 'Proxy de confiance (TRUST_PROXY)',
    ok: !proxy && !httpsWithoutProxy,
    detail: proxyOnThisMachine
      ? `TRUST_PROXY=${env.TRUST_PROXY} croit un proxy sur cette machine, mais le site écoute sur ${env.HOST ?? 'toutes les interfaces'} : un visiteur qui atteint le port directement a le site en http, sans la redirection ni le HSTS du proxy`
      : proxy
        ? 'un nombre de relais est cru de quiconque atteint le port'
        : httpsWithoutProxy
          ? 'non défini alors que le HTTPS passe par un proxy : tous les visiteurs partageraient une seule limite d’envois'
          : env.TRUST_PROXY === false
            ? 'non défini : le site est servi sans proxy'
            : String(env.TRUST_PROXY),
    fix: proxyOnThisMachine
      ? 'définir HOST=127.0.0.1 (seul le proxy de cette machine atteint alors le site)'
      : 'TRUST_PROXY=loopback et HOST=127.0.0.1 si le proxy est sur la même machine, uniquelocal derrière un proxy de réseau privé (compose.yaml)',
  };
}

/** DATA_DIR readable by the site's user only. */
function dataDirCheck(env: Env): Check {
  const shared = widerThanPrivate(env.DATA_DIR);
  return {
    label: 'Dossier de données (DATA_DIR)',
    ok: !shared.count,
    detail: shared.count
      ? `${plural(shared.count, 'fichier ou dossier lisible', 'fichiers ou dossiers lisibles')} par les autres utilisateurs de la machine (${shared.examples.join(', ')}${shared.count > shared.examples.length ? ', …' : ''})`
      : `${env.DATA_DIR}, réservé à l’utilisateur du site`,
    fix: `chmod -R go-rwx ${env.DATA_DIR} (il contient la base, les e-mails des demandes, les sauvegardes et les clés)`,
  };
}

/** A backup of the last 24 hours: the embedded database, or Postgres dumped daily by the site. */
async function backupCheck(env: Env, embedded: boolean, commandLine: CommandLine): Promise<Check> {
  if (!embedded && env.BACKUP_KEEP_DAYS === 0)
    return {
      label: 'Sauvegarde',
      ok: false,
      blocks: false,
      detail:
        'BACKUP_KEEP_DAYS=0 : le site n’en fait pas ; la base Postgres doit être sauvegardée ailleurs (hébergeur, pgBackRest…)',
    };
  // Postgres is dumped with the pg_dump of its machine (the image has the server's own).
  const latest = backupsIn(dataPaths(env).backups)[0];
  const fresh = latest && Date.now() - latest.at.getTime() < 24 * 60 * 60 * 1000;
  const noPgDump = !embedded && !fresh && !(await systemPgDump());
  return {
    label: 'Sauvegarde',
    ok: Boolean(fresh),
    detail: noPgDump
      ? 'pg_dump n’est pas installé ici : le site ne peut pas sauvegarder la base Postgres'
      : latest
        ? `la dernière date du ${latest.at.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}`
        : 'aucune sauvegarde',
    fix: noPgDump
      ? 'installer le client PostgreSQL de la version du serveur (l’image du site a le sien), ou BACKUP_KEEP_DAYS=0 si la base est sauvegardée ailleurs'
      : `${commandLine('backup')} (le site en fait une par jour tant que BACKUP_KEEP_DAYS n’est pas 0)`,
  };
}

/**
 * Every line of where the site runs, in the order preflight prints them. `redisLine` is what
 * server/http/startChecks.ts said of REDIS_URL (an outage: said here, not blocking the command).
 */
export async function machineChecks(
  db: Knex,
  env: Env,
  { embedded, commandLine, redisLine }: { embedded: boolean; commandLine: CommandLine; redisLine?: string },
): Promise<Check[]> {
  const checks = [proxyCheck(env)];
  if (env.REDIS_URL)
    checks.push({
      label: 'Limites d’envoi partagées (REDIS_URL)',
      ok: !redisLine,
      detail: redisLine ?? `Redis ${new URL(env.REDIS_URL).host} répond`,
    });
  checks.push(dataDirCheck(env));
  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
  checks.push({
    label: 'Schéma de la base',
    ok: !pending.length,
    detail: pending.length ? `${plural(pending.length, 'migration', 'migrations')} à appliquer` : 'à jour',
    fix: `${commandLine('migrate')} (ou redémarrer le site)`,
  });
  checks.push(await backupCheck(env, embedded, commandLine));
  return checks;
}
