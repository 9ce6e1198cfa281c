import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

/** What `npm run preflight` says of the lead webhooks: optional, never blocking; a wrong secret is named. */
describe('npm run preflight and the lead webhooks', () => {
  test('names them as optional when unset, with the command that makes a secret', async ({ database }) => {
    const result = await runAdmin('preflight', [], { database });
    expect(result.output).toContain(
      '· Webhooks des demandes (facultatif) : aucun (LEAD_WEBHOOK_URL et LEAD_WEBHOOK_SECRET, créé par npm run webhooks:secret,',
    );
  });

  test('says where each lead goes and in which format when set, by host only: the path is the credential', async ({
    database,
  }) => {
    const result = await runAdmin('preflight', [], {
      database,
      env: {
        LEAD_WEBHOOK_URL:
          'https://hooks.slack.com/services/T0/B0/xyz, https://hooks.zapier.com/hooks/catch/123/abc/,https://hook.eu1.make.com/s3cr3tpath',
        LEAD_WEBHOOK_SECRET: SECRET,
        LEAD_WEBHOOK_FORMAT: 'slack',
      },
    });
    expect(result.output).toContain(
      '✓ Webhooks des demandes (facultatif) : chaque demande est envoyée à https://hooks.slack.com/…, https://hooks.zapier.com/…, https://hook.eu1.make.com/…, en message Slack signé (secret whsec_ valide)',
    );
    for (const credential of ['xyz', '123/abc', 's3cr3tpath']) expect(result.output).not.toContain(credential);
  });

  test('a webhook address refused at start is named by its host, not its path', async ({ database }) => {
    const result = await runAdmin('preflight', [], {
      database,
      env: { LEAD_WEBHOOK_URL: 'http://hooks.slack.com/services/T0/B0/s3cr3t', LEAD_WEBHOOK_SECRET: SECRET },
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('LEAD_WEBHOOK_URL : http://hooks.slack.com/… : en production, seulement https');
    expect(result.output).not.toContain('s3cr3t');
  });

  test('blocks until the privacy policy names the tool that receives the leads, then shows it', async ({
    database,
  }) => {
    const env = { LEAD_WEBHOOK_URL: 'https://crm.exemple.fr/hooks', LEAD_WEBHOOK_SECRET: SECRET };
    const before = await runAdmin('preflight', [], { database, env });
    expect(before.output).toContain(
      '✗ Destinataires des webhooks : la politique de confidentialité ne nomme pas l’outil qui reçoit les demandes',
    );
    expect(before.output).toContain('→ npm run settings:legal -- lead-tools="Nom de l’outil (éditeur, pays)"');
    const set = await runAdmin('settings-legal', ['lead-tools=Outil Exemple CRM (Éditeur Exemple, France)'], {
      database,
    });
    expect(set.code, set.output).toBe(0);
    const after = await runAdmin('preflight', [], { database, env });
    expect(after.output).toContain(
      '✓ Destinataires des webhooks : la politique de confidentialité les nomme : Outil Exemple CRM (Éditeur Exemple, France)',
    );
  });

  test('refuses a malformed secret, naming LEAD_WEBHOOK_SECRET in French', async ({ database }) => {
    const result = await runAdmin('preflight', [], {
      database,
      env: { LEAD_WEBHOOK_URL: 'https://crm.exemple.fr/hooks', LEAD_WEBHOOK_SECRET: 'whsec_trop-court' },
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/LEAD_WEBHOOK_SECRET : attendu whsec_ suivi du base64 de 24 à 64 octets/);
    expect(result.output).not.toContain('trop-court');
  });
});
