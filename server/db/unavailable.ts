const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Postgres SQLSTATE classes 08 (connection exception) and 57P (operator intervention).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/** True when an error means "the database cannot be reached", not "this query is wrong". */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, name, message } = err as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection error and is not queryable|PGlite is closed|Timeout acquiring a connection|Unable to acquire a connection/i.test(
      message,
    )
  );
}

/** What `Retry-After` says when the database is away: pages, actions and the API alike. */
export const RETRY_AFTER_SECONDS = 5;
