import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

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
