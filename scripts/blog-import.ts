// `npm run blog:import -- <file or folder of .md>… [--dry-run]`: imports Markdown
// articles (front matter title, slug, excerpt, date, author?, image, imageAlt?),
// upserting by slug; prints what was created, updated and left unchanged. Safe to
// re-run. On a Postgres server, running sites show the change at once.
import path from 'node:path';
import { importArticles, formatReport } from '../server/blog/importer';
import { CommandError, runCommand } from '../server/cli';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--dry-run');
const inputs = args.filter((arg) => !arg.startsWith('--'));
// npm runs scripts from the package's folder; paths are meant from where the admin typed them.
const cwd = process.env.INIT_CWD ?? process.cwd();

await runCommand('blog:import', async (database) => {
  if (unknown.length) throw new CommandError(`unknown option ${unknown.join(', ')}`);
  if (!inputs.length) throw new CommandError('usage: npm run blog:import -- <file or folder of .md>… [--dry-run]');
  const report = await importArticles(
    database,
    inputs.map((input) => path.resolve(cwd, input)),
    { dryRun, displayPath: (file) => path.relative(cwd, file) || file },
  );
  console.log(formatReport(report));
  if (report.errors.length) process.exitCode = 1;
});
