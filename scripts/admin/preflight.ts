// `npm run preflight`: what still stands between the site and its launch, ✓ or ✗ with
// the command or setting that fixes it. Exit code 0 only when nothing blocks.
import { command } from './lib/command';
import { preflightArguments, preflightChecks, preflightOptions } from './lib/preflight';

export default command(
  {
    name: 'preflight',
    summary:
      'Liste ce qu’il reste à faire avant la mise en ligne du site, chaque point avec sa solution ; code de sortie 0 quand rien ne bloque.',
    // In the container, where npm does not run the commands, it is run through docker compose.
    details: (commandLine) =>
      commandLine.npm
        ? 'Lancez-la dans l’environnement du site, avec ses réglages.'
        : `Lancez-la dans l’environnement du site, avec ses réglages (dans le conteneur : docker compose exec site ${commandLine('preflight')}).`,
    migrate: false,
    webhooks: true,
    options: preflightOptions,
    prepare: preflightArguments,
  },
  async ({ database, env, print, commandLine, options }) => {
    const checks = await preflightChecks(
      database.db,
      env,
      database.kind === 'pglite' || database.label.startsWith('pglite:'),
      commandLine,
      options.mailTo ? { mailTo: options.mailTo } : {},
    );
    print(`Mise en ligne de ${env.SITE_URL}\n`);
    for (const check of checks) {
      print(`${check.ok ? '✓' : check.blocks === false ? '·' : '✗'} ${check.label} : ${check.detail}`);
      if (!check.ok && check.fix) print(`    → ${check.fix}`);
    }
    const blocking = checks.filter((check) => !check.ok && check.blocks !== false).length;
    print(
      blocking
        ? `\n${blocking} point${blocking > 1 ? 's bloquent' : ' bloque'} encore la mise en ligne.`
        : '\nRien ne bloque la mise en ligne.',
    );
    return blocking ? 1 : 0;
  },
);
