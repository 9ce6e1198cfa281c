import { createHmac, randomBytes } from 'node:crypto';

export { secretBytes } from '../env';

/**
 * Signing as the Standard Webhooks specification says
 * (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md):
 * the secret is `whsec_` + base64 of its bytes; the signature is
 * `v1,` + base64(HMAC-SHA256(secret bytes, "<webhook-id>.<webhook-timestamp>.<body>")).
 * Receivers (Svix, the `standardwebhooks` libraries) verify it with the same secret.
 */

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes, as Svix makes them. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/** The three headers of one try: `timestamp` in seconds, that of the try (not of the queuing). */
export function signedHeaders(key: Buffer, id: string, timestamp: number, body: string): Record<string, string> {
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  };
}
