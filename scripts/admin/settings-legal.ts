// `npm run settings:legal -- company-name="Secretalia SAS" siret="123 456 789 00012" …`:
// sets the company's legal facts shown on /mentions-legales (an empty value
// removes one). With no argument, prints them and those still missing. Every
// running server shows the change at once.
import { command, type CommandSpec } from './lib/command';
import { assignSetting } from './lib/settingsAssignments';
import { legalFactProblem } from '../../server/settings/rules';
import { plural } from '../../shared/plural';
import { legalFacts, missingLegalFacts, type LegalFactKey } from '../../shared/legalFacts';

const keys = legalFacts.map((fact) => fact.key) as readonly string[];
const width = Math.max(...keys.map((key) => key.length));

const spec = {
  name: 'settings:legal',
  summary: 'Règle les informations des mentions légales (/mentions-legales) ; sans argument, les affiche.',
  args: '[clé=valeur …]',
  maxArgs: legalFacts.length,
  details: (commandLine) =>
    [
      'Clés :',
      ...legalFacts.map((fact) => `  ${fact.key.padEnd(width)}  ${fact.label}`),
      '',
      'Une valeur vide (capital=) retire cette information. Mettez entre guillemets une valeur qui contient des espaces :',
      `  ${commandLine('settings:legal', 'company-name="Secretalia SAS" legal-form=SAS capital="10 000 €"')}`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async (context) => {
  const current = await assignSetting(context, 'legal', context.args, {
    names: keys,
    unknown: 'clé inconnue',
    emptyMeans: 'la retirer',
    check: (key, value) => {
      const problem = legalFactProblem(key as LegalFactKey, value);
      return problem ? { problem } : { value };
    },
  });
  for (const fact of legalFacts) context.print(`${fact.key.padEnd(width)}  ${current[fact.key] ?? '(manquante)'}`);
  const missing = missingLegalFacts(current);
  context.print(
    missing.length
      ? `${plural(missing.length, 'information', 'informations')} sur ${legalFacts.length} ${missing.length > 1 ? 'manquent' : 'manque'} encore : les mentions légales le disent`
      : 'toutes les informations sont renseignées',
  );
});
