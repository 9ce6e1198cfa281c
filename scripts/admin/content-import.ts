// `npm run content:import -- <file or folder of .md>… [--dry-run]`: the pages of content/pages/
// (specialities, Belgium, questions), upserted by slug, each problem named with its file and field.
import path from 'node:path';
import { formatLandingReport, importLandingPages } from '../../server/landing/import';
import { command, type CommandSpec } from './lib/command';

const spec = {
  name: 'content:import',
  summary:
    'Importe les pages de content/pages/ (spécialités, Belgique, questions), mises à jour par slug ; peut être relancée sans risque.',
  args: '<fichier ou dossier> [autres fichiers ou dossiers]',
  minArgs: 1,
  maxArgs: 100,
  options: { 'dry-run': { type: 'boolean', description: 'tout vérifier, ne rien enregistrer' } },
  details: (commandLine) =>
    [
      'En-tête : kind (specialite, belgique ou questions), slug, name, title, seoTitle?, description, lead, articles?, tarifs?',
      '(docs/publishing.md, « Les pages »). Un fait que seul le propriétaire connaît se règle avec settings:facts et',
      `s’écrit {{clé}} : tant qu’il manque, la question n’est pas montrée aux visiteurs et ${commandLine('preflight')} le liste.`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database, values, args, io, print, resolve }) => {
  const report = await importLandingPages(database, args.map(resolve), {
    dryRun: values['dry-run'] === true,
    displayPath: (file) => path.relative(io.cwd, file) || file,
  });
  print(formatLandingReport(report));
  return report.errors.length ? 1 : 0;
});
