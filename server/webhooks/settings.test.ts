import { describe, expect, it } from 'vitest';
import { loadEnv, webhookHost } from '../env';
import { runAdmin } from '../../tests/helpers/admin';
import { secretBytes } from './signing';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

/** The error loadEnv throws for `source`, in English (the server's log) or French (the commands). */
function refusal(source: Record<string, string>, language: 'en' | 'fr' = 'en'): string {
  try {
    loadEnv(source, { language });
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('accepted');
}

describe('LEAD_WEBHOOK_* settings', () => {
  it('reads one address or several, with their secret and format', () => {
    const env = loadEnv({
      LEAD_WEBHOOK_URL: 'https://hooks.exemple.fr/a, https://crm.exemple.be/leads?x=1',
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_WEBHOOK_FORMAT: 'slack',
    });
    expect(env.LEAD_WEBHOOK_URL).toEqual(['https://hooks.exemple.fr/a', 'https://crm.exemple.be/leads?x=1']);
    expect(env.LEAD_WEBHOOK_FORMAT).toBe('slack');
    expect(loadEnv({}).LEAD_WEBHOOK_URL).toEqual([]);
    expect(loadEnv({}).LEAD_WEBHOOK_FORMAT).toBe('json');
  });

  it('refuses a malformed secret, naming LEAD_WEBHOOK_SECRET and never showing it', () => {
    for (const bad of [
      's3cret-value',
      'whsec_Zm9v',
      'whsec_not base64!',
      `whsec_${Buffer.alloc(8).toString('base64')}`,
    ]) {
      const message = refusal({ LEAD_WEBHOOK_URL: 'https://hooks.exemple.fr/a', LEAD_WEBHOOK_SECRET: bad });
      expect(message).toMatch(/^ {2}LEAD_WEBHOOK_SECRET: expected whsec_ followed by the base64/m);
      expect(message).not.toContain('(got');
      expect(message).not.toContain(bad);
    }
    expect(refusal({ LEAD_WEBHOOK_SECRET: 'abc' }, 'fr')).toMatch(/LEAD_WEBHOOK_SECRET : attendu whsec_ suivi/);
  });

  it('refuses an address without a secret', () => {
    expect(refusal({ LEAD_WEBHOOK_URL: 'https://hooks.exemple.fr/a' })).toMatch(
      /^ {2}LEAD_WEBHOOK_SECRET: needed to sign the webhooks of LEAD_WEBHOOK_URL/m,
    );
  });

  it('in production, refuses plain http and private or loopback addresses', () => {
    for (const url of [
      'http://hooks.exemple.fr/a',
      'https://localhost/a',
      'https://127.0.0.1/a',
      'https://10.1.2.3/a',
      'https://192.168.1.10/a',
      'https://[::1]/a',
      'https://[fd00::1]/a',
      // Written otherwise, still loopback or private.
      'https://[::ffff:10.0.0.1]/a',
      'https://2130706433/a',
    ]) {
      const message = refusal({ LEAD_WEBHOOK_URL: `https://ok.exemple.fr/, ${url}`, LEAD_WEBHOOK_SECRET: SECRET });
      expect(message, url).toMatch(/^ {2}LEAD_WEBHOOK_URL: /m);
      // Named by its host only: for Slack, Zapier and Make the path is the credential.
      expect(message, url).toContain(webhookHost(url));
      expect(message, url).not.toContain(`${new URL(url).host}/a`);
    }
    // Nor is a malformed one echoed: it may hold a credential too.
    const ftp = refusal({ LEAD_WEBHOOK_URL: 'ftp://exemple.fr/', LEAD_WEBHOOK_SECRET: SECRET });
    expect(ftp).toMatch(/LEAD_WEBHOOK_URL: address 1 is not an http\(s\) address/);
    expect(ftp).not.toContain('exemple.fr');
    expect(
      loadEnv({ LEAD_WEBHOOK_URL: 'https://93.184.215.14/hook', LEAD_WEBHOOK_SECRET: SECRET }).LEAD_WEBHOOK_URL,
    ).toHaveLength(1);
  });

  it('outside production, allows plain http to this machine only', () => {
    const dev = { NODE_ENV: 'development', LEAD_WEBHOOK_SECRET: SECRET };
    expect(loadEnv({ ...dev, LEAD_WEBHOOK_URL: 'http://127.0.0.1:4000/a' }).LEAD_WEBHOOK_URL).toEqual([
      'http://127.0.0.1:4000/a',
    ]);
    expect(loadEnv({ ...dev, LEAD_WEBHOOK_URL: 'http://localhost:4000/a' }).LEAD_WEBHOOK_URL).toHaveLength(1);
    expect(refusal({ ...dev, LEAD_WEBHOOK_URL: 'http://hooks.exemple.fr/a' })).toMatch(/^ {2}LEAD_WEBHOOK_URL: /m);
  });

  it('npm run webhooks:secret prints a new secret of the accepted shape each time', async () => {
    const first = await runAdmin('webhooks-secret', []);
    const second = await runAdmin('webhooks-secret', []);
    expect(first.code, first.output).toBe(0);
    const secret = first.stdout.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secretBytes(secret)).toHaveLength(32);
    expect(second.stdout.trim()).not.toBe(secret);
    expect(
      loadEnv({ LEAD_WEBHOOK_URL: 'https://hooks.exemple.fr/a', LEAD_WEBHOOK_SECRET: secret }).LEAD_WEBHOOK_SECRET,
    ).toBe(secret);
    const help = await runAdmin('webhooks-secret', ['--help']);
    expect(help.stdout).toContain('LEAD_WEBHOOK_SECRET');
  });
});
