import type { CommandContext, CommandSpec } from './command';

// The tables themselves are shared with the espace's downloads (server/leads/export.ts).
export { clip, forTerminal, textTable, toCsv, type Cell } from '../../../shared/tabular';

/**
 * A file written to standard output (`npm run leads:export > leads.csv`) begins
 * with npm's own two lines unless npm is told to be silent (`npm run -s`);
 * says so on standard error, which the file does not get.
 */
export function warnIfNpmWritesToo({
  spec,
  io,
  warn,
}: Pick<CommandContext, 'io' | 'warn'> & { spec: CommandSpec }): void {
  const underNpm = Boolean(io.env.npm_lifecycle_event);
  if (underNpm && !io.stdout.isTTY && io.env.npm_config_loglevel !== 'silent') {
    warn(
      `${spec.name}: npm ajoute ses propres lignes en tête de la sortie ; pour un fichier propre, lancez npm run -s ${spec.name} -- …`,
    );
  }
}
