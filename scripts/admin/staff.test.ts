import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { signInAs } from '../../tests/helpers/staff';

const SITE = 'https://www.secretalia.fr';
const it = test.extend(
  'run',
  async ({ database }) =>
    (script: string, args: string[], env: Record<string, string> = {}) =>
      runAdmin(script, args, { database, env: { SITE_URL: SITE, ...env } }),
);

const tokenOf = (output: string) => output.match(/\/espace\/inscription\/([\w-]+)/)![1]!;

/** `npm run staff:invite`, `staff:list`, `staff:revoke`: the espace's team as the owner runs it (docs/operations.md). */
describe('the espace’s team commands', () => {
  it('invites: prints a one-time link, valid 24 hours, that the espace opens; a second invite replaces the first', async ({
    run,
    app,
  }) => {
    const first = await run('staff-invite', ['Claire.Martin@Secretalia.fr', '--name', 'Claire Martin']);
    expect(first.code, first.output).toBe(0);
    expect(first.stdout).toContain('invitation pour Claire Martin <claire.martin@secretalia.fr> :');
    expect(first.stdout).toMatch(new RegExp(`^${SITE}/espace/inscription/[\\w-]{43}$`, 'm'));
    expect(first.stdout).toMatch(/à ouvrir une seule fois, avant le \d+ \w+ \d{4} à \d\d:\d\d \(heure de Paris\)\n$/);
    const page = await request(app).get(`/espace/inscription/${tokenOf(first.stdout)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('claire.martin@secretalia.fr');
    expect(page.headers['cache-control']).toBe('no-store');

    const second = await run('staff-invite', ['claire.martin@secretalia.fr']);
    expect(second.code).toBe(0);
    const replaced = await request(app).get(`/espace/inscription/${tokenOf(first.stdout)}`);
    expect(replaced.status).toBe(410);
    expect(replaced.text).toContain('Ce lien d’inscription n’est plus valable');
    expect((await request(app).get(`/espace/inscription/${tokenOf(second.stdout)}`)).status).toBe(200);
  });

  it('a link 24 hours old is refused, in French, and its ceremony too', async ({ run, app, database }) => {
    const invite = await run('staff-invite', ['tard@secretalia.fr']);
    await database.db('staff_invites').update({ expires_at: new Date(Date.now() - 1000) });
    const token = tokenOf(invite.stdout);
    const page = await request(app).get(`/espace/inscription/${token}`);
    expect(page.status).toBe(410);
    expect(page.text).toContain('Il a déjà servi, ou ses 24 heures sont passées.');
    const options = await request(app)
      .post(`/espace/inscription/${token}/options`)
      .set('Origin', SITE)
      .set('Accept', 'application/json');
    expect(options.status).toBe(410);
    expect(options.body.error.code).toBe('invite_spent');
  });

  it('mails the link when the site sends mail, through the outbox', async ({ run, database }) => {
    const invite = await run('staff-invite', ['mail@secretalia.fr'], { SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(invite.stdout).toContain('envoyée aussi par e-mail');
    const [mail] = await database.db('email_outbox').where({ to_address: 'mail@secretalia.fr' });
    expect(mail.subject).toBe('Votre accès à l’espace de l’équipe Secretalia');
    expect(mail.text_body).toContain(`${SITE}/espace/inscription/${tokenOf(invite.stdout)}`);
  });

  it('lists the team; revokes someone, whose next request is signed out; both safe to re-run', async ({
    run,
    app,
    database,
  }) => {
    const cookie = await signInAs(database, 'depart@secretalia.fr', 'Dr Départ');
    expect((await request(app).get('/espace').set('Cookie', cookie)).status).toBe(200);
    const list = await run('staff-list', []);
    expect(list.stdout).toMatch(/^ *\d+ +depart@secretalia\.fr\s+Dr Départ\s+0\s+jamais\s+invité/m);

    const revoked = await run('staff-revoke', ['Depart@secretalia.fr']);
    expect(revoked.code, revoked.output).toBe(0);
    expect(revoked.stdout).toContain('depart@secretalia.fr n’a plus accès à l’espace');
    const after = await request(app).get('/espace').set('Cookie', cookie);
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/espace/connexion');
    expect((await run('staff-list', [])).stdout).toMatch(
      /^ *\d+ +depart@secretalia\.fr\s+Dr Départ\s+0\s+jamais\s+retiré le/m,
    );
    expect((await run('staff-revoke', ['depart@secretalia.fr'])).code).toBe(0);
    expect((await run('staff-revoke', ['personne@secretalia.fr'])).stdout).toContain('rien à faire');
  });

  it('refuses a bad argument in one line, exit 2', async ({ run }) => {
    const bad = await run('staff-invite', ['pas-une-adresse']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('staff:invite: attendu une adresse e-mail, reçu « pas-une-adresse » (voir --help)\n');
    const option = await run('staff-revoke', ['a@b.fr', '--force']);
    expect(option.code).toBe(2);
    expect(option.stderr).toBe('staff:revoke: option inconnue : --force (voir --help)\n');
  });
});
