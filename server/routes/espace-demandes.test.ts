import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { postForm } from '../../tests/helpers/formPosts';
import { signInAs } from '../../tests/helpers/staff';
// @ts-expect-error plain JavaScript module without type declarations
import { checkHtml } from '../../scripts/quality/html.mjs';

/**
 * The team's inbox (issue 45): a signed-in member sees a quote a doctor has just sent,
 * marks it « contacté » with a note, and the export says so with who did it; without a
 * session no espace address shows a lead; a post from another site changes nothing.
 */
const SITE = 'https://www.secretalia.fr';
const doctor = {
  plan: 'serenite',
  nom: 'Dr Élise Fictive',
  email: 'elise.fictive@exemple.fr',
  telephone: '06 98 76 54 32',
  cabinet: 'Cabinet des Essais',
  ville: 'Annecy',
  message: 'Nous cherchons une secrétaire pour les matinées.\nMerci de me rappeler.',
  acceptPolicy: 'on',
  website: '',
};

const it = test.extend('leadId', { scope: 'file' }, async ({ app, database }) => {
  const posted = await postForm(app, '/demande-devis', doctor);
  if (posted.status !== 303) throw new Error(`quote form: ${posted.status}`);
  const row = await database.db('leads').where({ email: doctor.email }).first('id');
  return Number(row.id);
});

describe('the espace’s inbox', () => {
  // The file's first test posts the quote and runs two commands: minutes on a busy machine, not the default 30 s.
  it(
    'lists the quote just posted under « À traiter »; « contacté » with a note goes to the history and to leads:export',
    { timeout: 120_000 },
    async ({ app, database, leadId }) => {
      const cookie = await signInAs(database.db, 'marie.test@secretalia.fr', 'Marie Essai');
      const inbox = await request(app).get('/espace').set('Cookie', cookie);
      expect(inbox.status).toBe(200);
      expect(inbox.headers['cache-control']).toBe('no-store');
      expect(inbox.text).toContain('À traiter');
      expect(inbox.text).toContain(`href="/espace/demandes/${leadId}"`);
      expect(inbox.text).toContain(doctor.nom);
      expect(inbox.text).toMatch(/>devis</);
      expect(inbox.text).toContain('Formule SÉRÉNITÉ');
      expect(inbox.text).toContain('réponse avant');

      const lead = await request(app).get(`/espace/demandes/${leadId}`).set('Cookie', cookie);
      expect(lead.status).toBe(200);
      expect(lead.headers['cache-control']).toBe('no-store');
      expect(lead.text).toContain(`href="mailto:${doctor.email}"`);
      expect(lead.text).toContain('href="tel:0698765432"');
      expect(lead.text).toContain('Nous cherchons une secrétaire pour les matinées.');
      expect(lead.text).toContain('Provenance');

      const changed = await request(app)
        .post(`/espace/demandes/${leadId}`)
        .set('Cookie', cookie)
        .set('Origin', SITE)
        .type('form')
        .send({ action: 'statut', statut: 'contacte', note: 'Appelée, rendez-vous jeudi.' });
      expect(changed.status).toBe(303);
      expect(changed.headers.location).toBe(`/espace/demandes/${leadId}?fait=statut`);
      const after = await request(app).get(String(changed.headers.location)).set('Cookie', cookie);
      expect(after.text).toContain('Statut enregistré.');
      expect(after.text).toContain('par Marie Essai');
      expect(after.text).toContain('Appelée, rendez-vous jeudi.');
      expect(after.text).toMatch(/aria-pressed="true"[^>]*>contacté</);
      // Answered: no longer waiting.
      expect((await request(app).get('/espace').set('Cookie', cookie)).text).not.toContain(doctor.nom);

      const csv = await runAdmin('leads-export', [], { database });
      const header = csv.stdout.split('\r\n')[0]!.split(';');
      const row = csv.stdout
        .split('\r\n')
        .find((line) => line.startsWith(`"${leadId}";`))!
        .split(';');
      const cell = (name: string) => row[header.indexOf(`"${name}"`)];
      expect(cell('Statut')).toBe('"contacté"');
      expect(cell('Note du statut')).toBe('"Appelée, rendez-vous jeudi."');
      expect(cell('Statut changé par')).toBe('"Marie Essai"');
      const json = JSON.parse((await runAdmin('leads-export', ['--format', 'json'], { database })).stdout);
      expect(json.find((l: { id: number }) => l.id === leadId).statusHistory).toEqual([
        expect.objectContaining({ status: 'contacte', note: 'Appelée, rendez-vous jeudi.', changedBy: 'Marie Essai' }),
      ]);

      // The same file from the espace, with the list's filters.
      const download = await request(app).get('/espace/export.csv?statut=contacte').set('Cookie', cookie);
      expect(download.status).toBe(200);
      expect(download.headers['cache-control']).toBe('no-store');
      expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="demandes-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(download.text).toContain('"Marie Essai"');
      const none = await request(app).get('/espace/export.csv?statut=perdu').set('Cookie', cookie);
      expect(none.text).not.toContain(doctor.email);
    },
  );

  it('the inbox, the list and a lead pass the public pages’ HTML checks; a number to call is one unbreakable line', async ({
    app,
    database,
    leadId,
  }) => {
    const callback = { telephone: '06 12 34 56 78', jour: '2', heure: '10:30', nom: 'Dr Paul Essai' };
    expect((await postForm(app, '/rappel', { ...callback, acceptPolicy: 'on', website: '' })).status).toBe(303);
    const callbackId = Number((await database.db('leads').where({ name: callback.nom }).first('id')).id);
    const cookie = await signInAs(database.db, 'marie.test@secretalia.fr', 'Marie Essai');
    const pages = [];
    for (const path of [
      '/espace',
      '/espace/demandes',
      `/espace/demandes/${leadId}`,
      `/espace/demandes/${callbackId}`,
    ]) {
      const res = await request(app).get(path).set('Cookie', cookie);
      expect(res.status, path).toBe(200);
      pages.push({ route: { path }, html: res.text });
    }
    // html-validate's recommended rules and the CSP, as scripts/quality/html.mjs checks every public page.
    const rows: { problems: string[] }[] = await checkHtml(pages);
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
    // A phone between two patients: « Appeler le 06 12 34 56 78 » never split over two lines.
    const inbox = pages[0]!.html;
    expect(inbox).toContain('href="tel:0612345678">Appeler\u00a0le\u00a006\u00a012\u00a034\u00a056\u00a078</a>');
    expect(pages[3]!.html).toContain('href="tel:0612345678">06\u00a012\u00a034\u00a056\u00a078</a>');
  });

  it('without a session, the inbox, a lead, the list, the export and the report show no lead', async ({
    app,
    leadId,
  }) => {
    for (const path of ['/espace', `/espace/demandes/${leadId}`, '/espace/demandes', '/espace/trafic']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(303);
      expect(String(res.headers.location), path).toMatch(/^\/espace\/connexion/);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.text, path).not.toContain('Fictive');
    }
    const csv = await request(app).get('/espace/export.csv');
    expect(csv.status).toBe(401);
    expect(csv.headers['content-type']).toMatch(/^application\/json/);
    expect(csv.text).not.toContain(doctor.email);
    // A forged cookie is no session.
    const forged = await request(app)
      .get('/espace')
      .set('Cookie', `__Host-secretalia_espace=${'a'.repeat(43)}`);
    expect(forged.status).toBe(303);
  });

  it('a status change posted from another site, or without a session, changes nothing', async ({
    app,
    database,
    leadId,
  }) => {
    const cookie = await signInAs(database.db, 'marie.test@secretalia.fr', 'Marie Essai');
    const before = await database.db('lead_status_changes').where({ lead_id: leadId }).count({ n: '*' }).first();
    const forged = await request(app)
      .post(`/espace/demandes/${leadId}`)
      .set('Cookie', cookie)
      .set('Origin', 'https://pirate.exemple')
      .type('form')
      .send({ action: 'statut', statut: 'perdu', note: '' });
    expect(forged.status).toBe(403);
    const anonymous = await request(app)
      .post(`/espace/demandes/${leadId}`)
      .set('Origin', SITE)
      .type('form')
      .send({ action: 'statut', statut: 'perdu', note: '' });
    expect(anonymous.status).toBe(303);
    expect(String(anonymous.headers.location)).toMatch(/^\/espace\/connexion/);
    const after = await database.db('lead_status_changes').where({ lead_id: leadId }).count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect((await database.db('leads').where({ id: leadId }).first('status')).status).not.toBe('perdu');
  });

  it('finds a lead by name, e-mail or phone and by its filters; a status not in the six is refused', async ({
    app,
    database,
    leadId,
  }) => {
    const cookie = await signInAs(database.db, 'marie.test@secretalia.fr', 'Marie Essai');
    const list = (query: string) => request(app).get(`/espace/demandes${query}`).set('Cookie', cookie);
    for (const query of ['?q=fictive', '?q=ELISE.FICTIVE%40exemple', '?q=06+98+76', '?type=devis&source=direct']) {
      const res = await list(query);
      expect(res.headers['cache-control'], query).toBe('no-store');
      expect(res.text, query).toContain(`href="/espace/demandes/${leadId}"`);
    }
    for (const query of ['?q=personne', '?type=rappel', '?source=newsletter', '?q=%25'])
      expect((await list(query)).text, query).not.toContain(`href="/espace/demandes/${leadId}"`);

    const refused = await request(app)
      .post(`/espace/demandes/${leadId}`)
      .set('Cookie', cookie)
      .set('Origin', SITE)
      .type('form')
      .set('Accept', 'text/html')
      .send({ action: 'statut', statut: 'oublie', note: '' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choisissez l’un des six statuts.');
    expect((await request(app).get('/espace/demandes/999999').set('Cookie', cookie)).status).toBe(404);
  });

  it('shows a notification that was never delivered and sends it again', async ({ app, database, leadId }) => {
    const cookie = await signInAs(database.db, 'marie.test@secretalia.fr', 'Marie Essai');
    await database.db('email_outbox').where({ lead_id: leadId }).update({ status: 'dead', attempts: 12 });
    const page = await request(app).get(`/espace/demandes/${leadId}`).set('Cookie', cookie);
    expect(page.text).toContain('non remis');
    const mail = await database.db('email_outbox').where({ lead_id: leadId }).first('id');
    expect(page.text).toContain(`name="envoi" value="${mail.id}"`);
    const retried = await request(app)
      .post(`/espace/demandes/${leadId}`)
      .set('Cookie', cookie)
      .set('Origin', SITE)
      .type('form')
      .send({ action: 'renvoyer', canal: 'mail', envoi: String(mail.id) });
    expect(retried.headers.location).toBe(`/espace/demandes/${leadId}?fait=renvoi`);
    expect((await database.db('email_outbox').where({ id: mail.id }).first('status')).status).toBe('pending');
    // Pressed twice: nothing dead any more, said so.
    const again = await request(app)
      .post(`/espace/demandes/${leadId}`)
      .set('Cookie', cookie)
      .set('Origin', SITE)
      .type('form')
      .send({ action: 'renvoyer', canal: 'mail', envoi: String(mail.id) });
    expect(again.headers.location).toBe(`/espace/demandes/${leadId}?fait=deja-remis`);
  });

  it('the traffic report is a page of the espace, its one stylesheet allowed by hash; no espace address is in the sitemap', async ({
    app,
    database,
  }) => {
    const cookie = await signInAs(database.db, 'marie.test@secretalia.fr', 'Marie Essai');
    const report = await request(app).get('/espace/trafic').set('Cookie', cookie);
    expect(report.status).toBe(200);
    expect(report.headers['cache-control']).toBe('no-store');
    expect(report.text).toContain('Fréquentation de www.secretalia.fr');
    expect(report.headers['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(report.headers['content-security-policy']).not.toContain('script-src');
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('/espace');
  });
});
