import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'secretalia-site' }, timestamp: pino.stdTimeFunctions.isoTime });
}

/**
 * One JSON line per request: method, path, status, duration and a request id.
 * No headers, no body, no client address: nothing that identifies a visitor.
 */
export function requestLogger(logger: Logger): RequestHandler {
  // Below info nothing per request is written: skip the per-request child logger too.
  if (!logger.isLevelEnabled('info')) return (_req, _res, next) => next();
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode}`,
    autoLogging: { ignore: (req) => req.url === '/healthz' },
  });
}
