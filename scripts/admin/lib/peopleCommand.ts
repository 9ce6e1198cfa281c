import path from 'node:path';
import { importPeople, type PeopleReport } from '../../../server/people/import';
import { peopleRepo, type PeopleKind } from '../../../server/people/repo';
import { notifyContentChanged } from '../../../server/db/changes';
import { plural } from '../../../shared/plural';
import { command, CommandError, UsageError, type CommandSpec } from './command';

const OUTCOMES = { created: 'ajouté', updated: 'mis à jour', unchanged: 'inchangé' } as const;

/** The report as the owner reads it: a line per file, then the count. */
function reportLines(report: PeopleReport): string[] {
  const width = Math.max(0, ...report.results.map((result) => result.slug.length));
  const lines = [
    ...report.results.map(
      (result) =>
        `${(report.dryRun ? `serait ${OUTCOMES[result.outcome]}` : OUTCOMES[result.outcome]).padEnd(17)} ${result.slug.padEnd(width)}  (${result.file})`,
    ),
    ...report.errors.map((error) => `${'erreur'.padEnd(17)} ${error.file} : ${error.message}`),
  ];
  const count = (outcome: keyof typeof OUTCOMES) =>
    report.results.filter((result) => result.outcome === outcome).length;
  lines.push(
    `${report.dryRun ? 'Essai, rien n’est enregistré : ' : ''}${plural(count('created'), 'ajouté', 'ajoutés')}, ${count('updated')} mis à jour, ` +
      `${plural(count('unchanged'), 'inchangé', 'inchangés')}, ${plural(report.errors.length, 'erreur', 'erreurs')}`,
  );
  return lines;
}

/**
 * testimonials:import and team:import: the same command for two kinds of people,
 * their Markdown files and photos (server/people/import.ts); `--remove <nom>` takes one off.
 */
export function peopleCommand(kind: PeopleKind, spec: Pick<CommandSpec, 'name' | 'summary' | 'details'>) {
  return command(
    {
      ...spec,
      args: '<fichier ou dossier> [autres fichiers ou dossiers]',
      maxArgs: 100,
      options: {
        'dry-run': { type: 'boolean', description: 'tout vérifier, ne rien enregistrer' },
        remove: {
          type: 'string',
          value: 'NOM',
          description: 'retirer la fiche de ce nom (le nom de son fichier, sans .md)',
        },
      },
    },
    async ({ database, args, values, io, print, resolve }) => {
      if (typeof values.remove === 'string') {
        if (args.length) throw new UsageError('--remove se passe de fichier');
        const removed = await database.db.transaction(async (trx) => {
          const gone = await peopleRepo(trx).remove(kind, values.remove as string);
          if (gone) await notifyContentChanged(trx, database.kind);
          return gone;
        });
        if (!removed) throw new CommandError(`aucune fiche nommée « ${values.remove} »`);
        print(`retiré : ${values.remove}`);
        return;
      }
      if (!args.length) throw new UsageError('il manque le fichier ou le dossier à importer');
      const report = await importPeople(database, kind, args.map(resolve), {
        dryRun: values['dry-run'] === true,
        displayPath: (file) => path.relative(io.cwd, file) || file,
      });
      for (const line of reportLines(report)) print(line);
      return report.errors.length ? 1 : 0;
    },
  );
}
