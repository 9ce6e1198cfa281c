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
  summary: 'Imports Markdown articles (a file, or every .md of a folder), upserted by slug; safe to re-run.',
  args: '<file or folder> [more files or folders]',
  minArgs: 1,
  maxArgs: 100,
  options: { 'dry-run': { type: 'boolean', description: 'check everything, write nothing' } },
  details:
    'Front matter: title, slug, excerpt, seoTitle?, description?, date, updated?, author?, image, imageAlt?, draft?.\n' +
    'Warns when the page title (seoTitle, else title) or the description (else excerpt) is longer than result pages show.\n' +
    'Images are paths beside the Markdown\n' +
    '(./cover.jpg) or of the site. Prints the private preview address of each draft or scheduled article.\n' +
    'Running sites show the change at once.',
} satisfies CommandSpec;

export default command(spec, async ({ database, env, values, args, io, print, resolve }) => {
  const report = await importArticles(
    database,
    args.map(resolve),
    {
      dryRun: values['dry-run'] === true,
      displayPath: (file) => path.relative(io.cwd, file) || file,
      previewUrl: previewAddresses(database.db, env.SITE_URL),
    },
  );
  print(formatReport(report));
  return report.errors.length ? 1 : 0;
});
