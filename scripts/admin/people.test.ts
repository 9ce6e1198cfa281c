import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { peopleRepo } from '../../server/people/repo';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { repoRoot } from '../../tests/helpers/server';

/** The owner's proof: testimonials and team, from docs/examples/, as the commands import them. */
describe('npm run testimonials:import, team:import', () => {
  test('import the examples with their photos; a second run changes nothing', async ({ database }) => {
    const first = await runAdmin('testimonials-import', ['docs/examples/temoignage'], { database });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(
      'ajouté            dr-camille-exemple  (docs/examples/temoignage/dr-camille-exemple.md)',
    );
    const [testimonial] = await peopleRepo(database.db).testimonials();
    expect(testimonial).toMatchObject({
      name: 'Dr Camille Exemple',
      specialty: 'Médecin généraliste',
      practice: 'Cabinet médical Exemple',
      city: 'Lyon',
    });
    expect(testimonial!.photo).toMatchObject({ width: 288, height: 288, alt: 'Portrait du Dr Camille Exemple' });
    expect(testimonial!.photo!.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['96w', '192w', '288w']);
    expect((await runAdmin('testimonials-import', ['docs/examples/temoignage'], { database })).output).toContain(
      '0 ajouté, 0 mis à jour, 1 inchangé, 0 erreur',
    );

    const team = await runAdmin('team-import', ['docs/examples/equipe', '--dry-run'], { database });
    expect(team.output).toContain('Essai, rien n’est enregistré : 1 ajouté, 0 mis à jour, 0 inchangé, 0 erreur');
    expect(await peopleRepo(database.db).team()).toEqual([]);
    expect((await runAdmin('team-import', ['docs/examples/equipe'], { database })).code).toBe(0);
    expect((await peopleRepo(database.db).team())[0]).toMatchObject({
      firstName: 'Prénom',
      role: 'Secrétaire médicale',
      photo: { width: 600, height: 800 },
    });
  });

  test('a file with a missing or wrong field is refused, naming the file and the field; the others are imported', async ({
    database,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'temoignages-'));
    try {
      fs.copyFileSync(path.join(repoRoot, 'docs/examples/temoignage/photo.jpg'), path.join(dir, 'photo.jpg'));
      fs.writeFileSync(
        path.join(dir, 'sans-date.md'),
        '---\nname: Dr A\nspecialty: Pédiatre\ncity: Nantes\n---\nMerci.\n',
      );
      fs.writeFileSync(
        path.join(dir, 'futur.md'),
        '---\nname: Dr B\nspecialty: Pédiatre\ncity: Nantes\nconsent: 2999-01-01\nville: Nantes\n---\nMerci.\n',
      );
      fs.writeFileSync(path.join(dir, 'yaml.md'), '---\nname: Dr C: pédiatre\nspecialty: x\n---\nMerci.\n');
      fs.writeFileSync(
        path.join(dir, 'petite.md'),
        '---\nname: Dr D\nspecialty: Pédiatre\ncity: Nantes\nconsent: 2026-01-10\nphoto: absente.jpg\n---\nMerci.\n',
      );
      fs.writeFileSync(
        path.join(dir, 'page.md'),
        '---\nname: Dr F\nspecialty: Cardiologue\ncity: Nantes\nconsent: 2026-01-10\nspecialtyPage: Cardiologie\n---\nMerci.\n',
      );
      fs.writeFileSync(
        path.join(dir, 'bonne.md'),
        '---\nname: Dr E\nspecialty: Pédiatre\ncity: Nantes\nconsent: 2026-01-10\nspecialtyPage: pediatrie\n---\nMerci.\n',
      );
      const result = await runAdmin('testimonials-import', [dir], { database, cwd: dir });
      expect(result.code).toBe(1);
      expect(result.output).toContain(
        'erreur            sans-date.md : la date de consentement manque (consent: AAAA-MM-JJ, le jour où la personne a accepté la publication)',
      );
      expect(result.output).toContain(
        'erreur            futur.md : la date de consentement est dans le futur ; champ inconnu : ville (attendus : name, specialty, practice, city, specialtyPage, consent, photo, photoAlt, order)',
      );
      // The speciality page a testimonial belongs to (issue 48), spelt as the page's address.
      expect(result.output).toContain(
        'erreur            page.md : la page de spécialité (specialtyPage) s’écrit comme son adresse : medecine-generale, ophtalmologie, gynecologie, pediatrie, dermatologie, psychiatrie, chirurgie, centres-medicaux',
      );
      expect(result.output).toContain('la date de consentement est dans le futur');
      expect(result.output).toContain(
        'erreur            yaml.md : l’en-tête (entre les deux lignes ---) n’est pas lisible (ligne 2 du fichier) : mettez entre guillemets une valeur qui contient « : » ou commence par un signe',
      );
      expect(result.output).toContain('erreur            petite.md : photo : absente.jpg est introuvable');
      expect(result.output).toContain('ajouté            bonne  (bonne.md)');
      expect(await peopleRepo(database.db).testimonials()).toContainEqual(
        expect.objectContaining({ name: 'Dr E', specialtyPage: 'pediatrie' }),
      );
      expect((await runAdmin('testimonials-import', ['--remove', 'bonne'], { database })).output).toBe(
        'retiré : bonne\n',
      );
      expect((await runAdmin('testimonials-import', ['--remove', 'bonne'], { database })).output).toBe(
        'testimonials:import: aucune fiche nommée « bonne »\n',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
