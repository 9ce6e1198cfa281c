import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { redactSecrets } from './env';

export type { Logger };

/**
 * The server's log: JSON lines on standard output. Each line passes through
 * redactSecrets last, whoever wrote it (our messages, a library's error naming
 * a URL, the console): a password in a setting's URL never reaches the log.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const stream = destination ?? standardOutputByTurn();
  const options = {
    level,
    base: { service: 'secretalia-site' },
    timestamp: isoTime,
    hooks: { streamWrite: redactSecrets },
  };
  const logger = pino(options, stream);
  requestLines.set(logger, (line) => stream.write(redactSecrets(line)));
  return logger;
}

/**
 * pino's isoTime, worked out once a millisecond: under load tens of lines share one, and
 * `toISOString` was a tenth of what a request line cost (docs/performance.md, "A cached page").
 */
let isoMillisecond = 0;
let isoField = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== isoMillisecond) {
    isoMillisecond = now;
    isoField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoField;
}

/**
 * The loggers createLogger made, and where their lines go. A request's line is written to it
 * directly, the same bytes pino would write (server/logger.test.ts compares them), without
 * pino's generic serialiser: that serialiser was most of what the line cost a cached page,
 * which nearly every visitor gets. Any other logger (a test's, a child) goes through pino.
 */
const requestLines = new WeakMap<Logger, (line: string) => void>();

/**
 * Standard output, one write per turn of the event loop: the lines of the requests
 * answered in that turn leave together (under load, tens of lines in one system call,
 * where a call per line was most of what the log cost a cached page; docs/performance.md,
 * "A cached page"). A line waits no longer than the turn that wrote it, and the lines
 * still waiting when the process exits (process.exit after a fatal line included) are
 * written then. Sonic-boom, pino's own destination, does the writing (a full pipe, a
 * closed one).
 */
function standardOutputByTurn(): pino.DestinationStream {
  const out = pino.destination({ dest: 1, sync: true });
  let waiting = '';
  const flush = () => {
    const lines = waiting;
    waiting = '';
    if (lines) out.write(lines);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      if (!waiting) setImmediate(flush);
      waiting += line;
    },
  };
}

/** The caller's `X-Request-Id` when it looks like one, else a new id. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * The one line a request leaves: method, full path, status, duration and an id.
 * No headers, no body, no client address: nothing that identifies a visitor.
 * Written directly, without a child logger per request (the hot path of cached
 * pages writes the same line, server/render/cacheHits.ts).
 */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  startedAt: number,
  id = requestId(req),
): void {
  const statusCode = res.statusCode;
  if (/^\/espace(?:[/?#]|$)/i.test(url)) {
    // An espace enrolment link is a secret until used: its token is not written down.
    url = url.replace(/^(\/espace\/inscription\/)[^/?#]+/i, '$1***');
    // What the team searched in the inbox is a name, an address or a phone: not written down either.
    // So is it when the sign-in page carries the searched address on (`suite`, encoded).
    url = url.replace(/([?&]q=)[^&#]*/g, '$1***').replace(/((?:%3F|%26)q%3D)(?:(?!%26)[^&#])*/gi, '$1***');
  }
  const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
  // Every request of a signed-in member (each action of the espace among them) names who made
  // it, by number only: staff:list says who that is, and no address reaches the log.
  const staff = (res as ServerResponse & { locals?: { staff?: { id: number } } }).locals?.staff?.id;
  const responseTime = Date.now() - startedAt;
  const message = `${req.method} ${url} ${statusCode}`;
  const write = requestLines.get(logger);
  if (!write) {
    logger[level](
      {
        req: { id, method: req.method, url },
        res: { statusCode },
        responseTime,
        ...(staff === undefined ? {} : { staff }),
      },
      message,
    );
    return;
  }
  if (!logger.isLevelEnabled(level)) return;
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
  write(
    `{"level":${logger.levels.values[level]}${isoTime()}${bindings},"req":{"id":${JSON.stringify(id)},` +
      `"method":${JSON.stringify(req.method)},"url":${JSON.stringify(url)}},"res":{"statusCode":${statusCode}},` +
      `"responseTime":${responseTime}${staff === undefined ? '' : `,"staff":${JSON.stringify(staff)}`},` +
      `"msg":${JSON.stringify(message)}}\n`,
  );
}

/** Health probes come every few seconds and say nothing a log reader needs. */
const UNLOGGED = new Set(['/healthz']);

export function requestLogger(logger: Logger): RequestHandler {
  // Below info nothing per request is written.
  if (!logger.isLevelEnabled('info')) return (_req, _res, next) => next();
  return (req, res, next) => {
    const startedAt = Date.now();
    // The full path: routers mounted on a prefix (/api/v1) rewrite req.url for their handlers.
    const url = req.originalUrl;
    if (!UNLOGGED.has(req.path)) res.once('finish', () => logRequest(logger, req, res, url, startedAt));
    next();
  };
}
