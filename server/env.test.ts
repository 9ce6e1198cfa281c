import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, redactSecrets, redactUrl } from './env';

describe('loadEnv', () => {
  it('gives a laptop working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BOOKING_URL).toBe('https://calendly.com/secretalia/decouverte');
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('reads TRUST_PROXY the way Express understands it', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  it('drops a trailing slash from SITE_URL and treats empty values as unset', () => {
    expect(loadEnv({ SITE_URL: 'https://www.secretalia.fr/' }).SITE_URL).toBe('https://www.secretalia.fr');
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
  });

  it('refuses wrong values with a message naming each variable and what it got', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid environment');
    expect(message).toMatch(/PORT: .*\(got "abc"\)/);
    expect(message).toMatch(/DATABASE_URL: expected postgres/);
    expect(message).toMatch(/SMTP_URL: expected smtp/);
  });

  it('metrics are off and heartbeats unset by default; a wrong HEARTBEAT_URL is named, never shown (its path is its secret)', () => {
    const env = loadEnv({});
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe('127.0.0.1');
    expect(env.HEARTBEAT_URL).toBeUndefined();
    expect(() =>
      loadEnv({ HEARTBEAT_URL: 'hc-ping.com/5b7e-secret-uuid', METRICS_PORT: '70000' }, { language: 'fr' }),
    ).toThrow(EnvError);
    try {
      loadEnv({ HEARTBEAT_URL: 'hc-ping.com/5b7e-secret-uuid', METRICS_PORT: '70000' }, { language: 'fr' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/^HEARTBEAT_URL : attendu une adresse http\(s\)$/m);
      expect(message).toMatch(/^METRICS_PORT : /m);
      expect(message).not.toContain('secret-uuid');
    }
  });

  it('takes several MAIL_TO addresses, separated by commas or semicolons, and names the one at fault', () => {
    expect(loadEnv({}).MAIL_TO).toBe('contact@secretalia.fr');
    expect(loadEnv({ MAIL_TO: 'contact@secretalia.fr, devis@secretalia.fr;claire@secretalia.fr ' }).MAIL_TO).toBe(
      'contact@secretalia.fr, devis@secretalia.fr, claire@secretalia.fr',
    );
    expect(() => loadEnv({ MAIL_TO: 'contact@secretalia.fr, devis-secretalia.fr' })).toThrow(
      /MAIL_TO: "devis-secretalia\.fr" is not an e-mail address \(separate several with commas\)/,
    );
    expect(() => loadEnv({ MAIL_TO: ' , ' })).toThrow(/MAIL_TO: expected one or more e-mail addresses/);
  });
});

describe('secrets in URL-shaped settings', () => {
  const password = 'Tr3s-S3cret@Pa55';
  const encoded = encodeURIComponent(password);
  const wrong = {
    SMTP_URL: `smtp://relayuser:${encoded}@mail.exemple.fr:587/?pool=oui&bogus=1`,
    DATABASE_URL: `mysql://site:${password}@db:3306/site`,
    REDIS_URL: `http://:${password}@redis:6379`,
    BOOKING_URL: `ftp://owner:${password}@calendly.com/x`,
  };

  it('names each wrong one without its password, in English and in French', () => {
    for (const language of ['en', 'fr'] as const) {
      let message = '';
      try {
        loadEnv(wrong, { language });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/SMTP_URL/);
      expect(message).toMatch(/DATABASE_URL/);
      expect(message).toMatch(/REDIS_URL/);
      expect(message).toContain('relayuser:***@mail.exemple.fr');
      expect(message).not.toContain(password);
      expect(message).not.toContain(encoded);
      expect(message).not.toContain('S3cret');
    }
  });

  it('hides a login written without its scheme', () => {
    expect(() => loadEnv({ SMTP_URL: `relayuser:${password}@mail.exemple.fr` })).toThrow(
      /\(got "relayuser:\*\*\*@mail\.exemple\.fr"\)/,
    );
  });

  it('hides passwords and token parameters in any text, and leaves the rest alone', () => {
    expect(redactSecrets(`connect failed to postgres://site:${password}@db:5432/site (ECONNREFUSED)`)).toBe(
      'connect failed to postgres://site:***@db:5432/site (ECONNREFUSED)',
    );
    expect(redactSecrets('POST https://hooks.exemple.fr/in?token=abc123&lead=4 failed')).toBe(
      'POST https://hooks.exemple.fr/in?token=***&lead=4 failed',
    );
    expect(redactUrl('https://crm.exemple.fr/hook?api_key=k3y')).toBe('https://crm.exemple.fr/hook?api_key=***');
    for (const plain of [
      'claire.martin@exemple.fr wrote',
      'smtp://mail.exemple.fr:587 (STARTTLS required)',
      'GET /blog?page=2 200',
    ])
      expect(redactSecrets(plain)).toBe(plain);
  });
});
