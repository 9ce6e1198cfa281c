import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { problems, type Problem } from './problems';

/**
 * The largest body any address of the site takes: the forms and the contact
 * API (32 kB), the visit beacon (8 kB). Each parser has its own, smaller limit.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/** Methods whose requests may carry a body we would read. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An answer to a request whose body we will not read: the connection closes
 * after it. Without `Connection: close`, Node reads and discards the rest of the
 * body to keep the connection alive: 100 MB declared, 100 MB read, or an
 * endless chunked body read until the request timeout.
 */
export function closeAfterAnswer(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * What can be refused from the headers alone, before a byte of the body is read:
 * a declared length over `maxBytes` (413) and any `Content-Encoding` (415; no
 * client of ours compresses what it posts, and inflating is a decompression-bomb
 * risk). `refuse` answers in the caller's format (JSON for the API, text for pages).
 */
export function refuseBodiesEarly(
  refuse: (req: Request, res: Response, problem: Problem) => void,
  maxBytes = MAX_BODY_BYTES,
): RequestHandler {
  return (req, res, next) => {
    if (!WITH_BODY.has(req.method)) return next();
    const encoding = req.headers['content-encoding']?.trim().toLowerCase();
    const declared = Number(req.headers['content-length'] ?? 0);
    const problem =
      encoding && encoding !== 'identity'
        ? problems.unsupportedEncoding
        : declared > maxBytes
          ? problems.payloadTooLarge
          : undefined;
    if (!problem) return next();
    closeAfterAnswer(res);
    refuse(req, res, problem);
  };
}

/**
 * A body refused while streaming (over its parser's limit with no length
 * declared, or a false one; not JSON; another charset): the parser stopped
 * there, and the connection closes with the answer, so the rest is never read.
 */
export function isBodyError(err: unknown): boolean {
  const type = (err as { type?: unknown } | null)?.type;
  return (
    typeof type === 'string' &&
    (type.startsWith('entity.') || type.endsWith('.unsupported') || type === 'request.aborted')
  );
}

/** An error shaped as body-parser's (`type`, `status`), so the handlers that know those answer it. */
function bodyError(status: number, type: string, message: string): Error & { status: number; type: string } {
  return Object.assign(new Error(message), { status, type, expose: true });
}

/**
 * Reads a request's body up to `limit` bytes. Past the limit it stops reading at
 * once and fails with a 413 (`entity.too.large`): body-parser instead reads the
 * rest of the stream to the end before answering, which an endless body never reaches.
 */
export function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        reject(bodyError(413, 'entity.too.large', 'request entity too large'));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, received));
    };
    const onAborted = () => {
      cleanup();
      reject(bodyError(400, 'request.aborted', 'request aborted'));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(Object.assign(err, { status: 400, type: 'request.aborted' }));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onError);
  });
}

/** The body's charset, when the client named one other than UTF-8: refused (415), never guessed. */
function refuseOtherCharsets(req: Request): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8')
    throw bodyError(415, 'charset.unsupported', `unsupported charset "${charset}"`);
}

/**
 * Body parsers for the media types we take (JSON; urlencoded form fields),
 * each bounded by `limit` bytes and cut there (see readBody).
 */
export function boundedBody(kind: 'json' | 'form', limit: number): RequestHandler {
  return async (req, _res, next) => {
    try {
      refuseOtherCharsets(req);
      const raw = (await readBody(req, limit)).toString('utf8');
      if (!raw) return next();
      if (kind === 'form') {
        // A form of ours sends a dozen fields; more is not a browser posting our form.
        const fields: Record<string, string> = {};
        let count = 0;
        for (const [name, value] of new URLSearchParams(raw)) {
          if (++count > 50) throw bodyError(413, 'parameters.too.many', 'too many parameters');
          // A field sent twice keeps its first value.
          if (!Object.hasOwn(fields, name)) fields[name] = value;
        }
        req.body = fields;
        return next();
      }
      // Strict, as body-parser's default: an object or an array, not a bare value.
      if (!/^[\s]*[[{]/.test(raw)) throw bodyError(400, 'entity.parse.failed', 'not a JSON object or array');
      try {
        req.body = JSON.parse(raw);
      } catch {
        throw bodyError(400, 'entity.parse.failed', 'invalid JSON');
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
