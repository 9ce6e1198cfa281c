// `npm run blog:import -- <file or folder of .md>… [--dry-run]`: imports Markdown
// articles (front matter title, slug, excerpt, seoTitle?, description?, date, updated?, author?, image,
// imageAlt?, draft?) with their images, upserting by slug; prints what was
// created, updated and left unchanged, what the HTML allowlist removed, and the
// private preview address of each draft or scheduled article. Safe to re-run.
// On a Postgres server, running sites show the change at once.
import path from 'node:path';
import { importArticles, formatReport } from '../../server/blog/importer';
import { previewAddresses } from '../../server/blog/preview';
import { command, type CommandSpec } from './lib/command';

const spec = {
  name: 'blog:import',
  summary:
    'Importe des articles Markdown (un fichier, ou chaque .md d’un dossier), mis à jour par slug ; peut être relancée sans risque.',
  args: '<fichier ou dossier> [autres fichiers ou dossiers]',
  minArgs: 1,
  maxArgs: 100,
  options: { 'dry-run': { type: 'boolean', description: 'tout vérifier, ne rien enregistrer' } },
  details: [
    'En-tête : title, slug, excerpt, seoTitle?, description?, date, updated?, author?, image, imageAlt?, draft? (docs/publishing.md).',
    'Prévient quand le titre de la page (seoTitle, sinon title) ou la description (sinon excerpt) dépasse ce que montrent les pages de résultats.',
    'Les images sont des fichiers à côté du Markdown (./cover.jpg) ou du site (/og-image.png), dans le texte en Markdown',
    '(![Description](./schema.png)) comme en HTML (<img src="./schema.png" alt="Description">).',
    'Affiche l’adresse d’aperçu privée de chaque brouillon ou article programmé. Les sites en marche montrent le changement aussitôt.',
  ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database, env, values, args, io, print, resolve }) => {
  const report = await importArticles(database, args.map(resolve), {
    dryRun: values['dry-run'] === true,
    displayPath: (file) => path.relative(io.cwd, file) || file,
    previewUrl: previewAddresses(database.db, env.SITE_URL),
  });
  print(formatReport(report));
  return report.errors.length ? 1 : 0;
});
