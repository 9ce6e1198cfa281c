import http from 'node:http';

/**
 * The HTTP server's timeouts, chosen rather than Node's defaults (headers 60 s,
 * whole request 300 s, checked every 30 s):
 * - headers: 20 s. A phone on a poor 3G link sends a request head in well under
 *   a second; a client that takes longer is holding a connection open (slowloris).
 * - request: 30 s for the whole request, body included. Our largest body is 32 kB,
 *   seconds at the slowest mobile speeds.
 * - keep-alive: 65 s idle, longer than the 60 s after which the usual proxies and
 *   load balancers drop an idle connection, so that they close it first and never
 *   send a request on a socket we are closing (a 502 for the visitor).
 * - checked every 2 s, so a timeout is applied within 2 s of its time.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
};

export function createHttpServer(
  handler: http.RequestListener,
  timeouts: Partial<typeof SERVER_TIMEOUTS> = {},
): http.Server {
  const { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval } = {
    ...SERVER_TIMEOUTS,
    ...timeouts,
  };
  const server = http.createServer(
    { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval },
    handler,
  );
  return server;
}
