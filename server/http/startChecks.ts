import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';

/**
 * Without SMTP_URL, mails are written as files in the mail folder. One that cannot be
 * created or written would leave every notification pending forever without a word,
 * so the server checks it before listening. Returns what to tell the operator, or
 * nothing when the folder is usable.
 */
export async function mailFolderProblem(mailDir: string): Promise<string | undefined> {
  try {
    await fs.mkdir(mailDir, { recursive: true });
    const probe = path.join(mailDir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return (
      `The mail folder ${mailDir} cannot be written (${code}), and SMTP_URL is not set, so no notification could go out: ` +
      'set SMTP_URL to send mails through a mail server, or make the folder writable ' +
      '(in the image: a volume on /app/data writable by uid 1000).'
    );
  }
}

/**
 * DATA_DIR holds the database, the leads' mails, the backups and DKIM keys: other
 * users of the machine must not read them. Said at start, with the fix.
 */
export function dataFolderShared(dataDir: string, shared: { count: number; examples: string[] }): string {
  return (
    `${shared.count} files or folders of DATA_DIR (${dataDir}) can be read or entered by other users of this machine ` +
    `(${shared.examples.join(', ')}${shared.count > shared.examples.length ? ', …' : ''}): they hold the database, ` +
    `the leads' mails, backups and keys; run chmod -R go-rwx ${dataDir}`
  );
}

/**
 * `TRUST_PROXY=true` believes every address in `X-Forwarded-For`, so any client
 * can write its own and walk past the rate limits. Said at start, with the fix.
 */
export function trustProxyProblem(trustProxy: boolean | number | string, host?: string): string | undefined {
  if (trustProxy === true) {
    return (
      'TRUST_PROXY=true trusts every X-Forwarded-For hop: a client can choose the address the rate limits count. ' +
      'Set TRUST_PROXY to the number of proxies in front of the site (1 behind one reverse proxy) or to their addresses.'
    );
  }
  // A hop count trusts whoever connects: right when only the proxy can, wrong when the port is open to all.
  if (typeof trustProxy === 'number' && trustProxy > 0 && (!host || host === '0.0.0.0' || host === '::')) {
    return (
      `TRUST_PROXY=${trustProxy} trusts the last ${trustProxy === 1 ? 'hop' : `${trustProxy} hops`} of X-Forwarded-For from whoever connects, and the site listens on every interface: ` +
      'a client that reaches the port directly can choose the address the rate limits count. Listen on the proxy’s side only ' +
      '(HOST=127.0.0.1, or publish the port on 127.0.0.1), or set TRUST_PROXY to the proxy’s address.'
    );
  }
  // A proxy on this machine: the site must listen where only it reaches, else a visitor who
  // reaches the port directly gets the site in plain http, with no redirect and no HSTS.
  if (typeof trustProxy === 'string' && trustsOnlyThisMachine(trustProxy) && !listensOnLoopback(host)) {
    return (
      `TRUST_PROXY=${trustProxy} trusts a proxy on this machine, but the site listens on ${host ? host : 'every interface'}: ` +
      'a visitor who reaches the port directly gets the site in plain http, without the proxy’s redirect nor HSTS. ' +
      'Set HOST=127.0.0.1 so that only the proxy reaches it.'
    );
  }
  return undefined;
}

const LOOPBACK_NAMES = /^(loopback|localhost|127(\.\d{1,3}){3}(\/\d+)?|::1(\/128)?|::ffff:127(\.\d{1,3}){3})$/i;

/** Whether every entry of TRUST_PROXY names this machine (loopback). */
const trustsOnlyThisMachine = (trustProxy: string) =>
  trustProxy
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .every((entry) => LOOPBACK_NAMES.test(entry));

/** Whether HOST keeps the port to this machine. */
const listensOnLoopback = (host?: string) => Boolean(host && /^(localhost|127(\.\d{1,3}){3}|::1)$/i.test(host));

/**
 * A request that came through a proxy (X-Forwarded-For) while TRUST_PROXY is
 * off: every visitor then counts as the proxy for the rate limits, and the
 * whole site shares one allowance. Said once, in the log, with the setting.
 */
export function untrustedProxyWarning(logger: Logger, trustProxy: boolean | number | string): RequestHandler {
  let said = trustProxy !== false;
  return (req, _res, next) => {
    if (!said && req.headers['x-forwarded-for'] !== undefined) {
      said = true;
      logger.warn(
        'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor counts as the proxy’s address for the rate limits; ' +
          'set TRUST_PROXY=1 behind one reverse proxy (README, "Configuration")',
      );
    }
    next();
  };
}

/** What HOST's fix is, whatever went wrong with it. */
const HOST_FIX =
  'laissez HOST vide pour écouter sur toutes les interfaces, ou HOST=127.0.0.1 quand le proxy est sur cette machine';

/**
 * Whether the site can listen on HOST, tried on a free port: an address of another machine
 * (EADDRNOTAVAIL) or a name that does not resolve would otherwise stop the server after its
 * start with Node's stack trace. One French line naming HOST, or undefined. The server checks
 * it before listening, preflight with the same function.
 */
export async function hostProblem(host: string | undefined): Promise<string | undefined> {
  if (!host) return undefined;
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, resolve);
    });
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'erreur';
    const what =
      code === 'EADDRNOTAVAIL'
        ? `${host} n’est pas une adresse de cette machine`
        : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
          ? `le nom « ${host} » ne se résout pas`
          : `impossible d’écouter sur ${host}`;
    return `HOST : ${what} (${code}) : ${HOST_FIX}`;
  } finally {
    if (server.listening) server.close();
  }
}

/** What a REDIS_URL that does not lead to Redis is: a mistake stops the start, an outage does not. */
export interface RedisProblem {
  /** One French line naming REDIS_URL and what to do. */
  line: string;
  /** A Redis that is down (refused, no answer): the site starts and counts in memory until it answers. */
  outage: boolean;
}

/**
 * One connection to REDIS_URL and a PING. A name that does not resolve or a refused password
 * is a launch mistake (the server refuses to start, preflight blocks); a server that does not
 * answer is an outage, which the site outlives (its limits counted in memory meanwhile:
 * server/http/rateLimit.ts), said in the same line, blocking in preflight.
 */
export async function redisProblem(url: string | undefined): Promise<RedisProblem | undefined> {
  if (!url) return undefined;
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  let first: (Error & { code?: string }) | undefined;
  redis.on('error', (err: Error) => (first ??= err));
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (err) {
    const cause = first ?? (err as Error & { code?: string });
    const host = new URL(url).host;
    if (cause.code === 'ENOTFOUND')
      return {
        outage: false,
        line: `REDIS_URL : l’hôte de ${host} est introuvable (ENOTFOUND) : corrigez le nom du serveur Redis dans REDIS_URL, ou retirez REDIS_URL pour compter les limites d’envoi dans la mémoire du site`,
      };
    if (/WRONGPASS|NOAUTH|NOPERM/.test(cause.message))
      return {
        outage: false,
        line: `REDIS_URL : le serveur Redis ${host} refuse l’identifiant ou le mot de passe : corrigez-les dans REDIS_URL (caractères spéciaux encodés : @ s’écrit %40)`,
      };
    return {
      outage: true,
      line: `REDIS_URL : le serveur Redis ${host} ne répond pas (${cause.code ?? 'connexion fermée'}) : démarrez-le ou corrigez l’hôte et le port de REDIS_URL ; en attendant, les limites d’envoi sont comptées dans la mémoire de chaque instance`,
    };
  } finally {
    redis.disconnect();
  }
}
