// `npm run settings:legal -- company-name="Secretalia SAS" siret="123 456 789 00012" …`:
// sets the company's legal facts shown on /mentions-legales (an empty value
// removes one). With no argument, prints them and those still missing. Every
// running server shows the change at once.
import { command, type CommandSpec } from './lib/command';
import { assignSetting } from './lib/settingsAssignments';
import { legalFactProblem } from '../../server/settings/rules';
import { legalFacts, missingLegalFacts, type LegalFactKey } from '../../shared/legalFacts';

const keys = legalFacts.map((fact) => fact.key) as readonly string[];
const width = Math.max(...keys.map((key) => key.length));

const spec = {
  name: 'settings:legal',
  summary: 'Sets the legal facts of the legal notice (/mentions-legales); with no argument, prints them.',
  args: '[key=value …]',
  maxArgs: legalFacts.length,
  details: [
    'Keys:',
    ...legalFacts.map((fact) => `  ${fact.key.padEnd(width)}  ${fact.label}`),
    '',
    'An empty value (capital=) removes that fact. Quote values with spaces:',
    '  npm run settings:legal -- company-name="Secretalia SAS" legal-form=SAS capital="10 000 €"',
  ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async (context) => {
  const current = await assignSetting(context, 'legal', context.args, {
    names: keys,
    noun: 'key',
    emptyMeans: 'remove it',
    check: (key, value) => {
      const problem = legalFactProblem(key as LegalFactKey, value);
      return problem ? { problem } : { value };
    },
  });
  for (const fact of legalFacts) context.print(`${fact.key.padEnd(width)}  ${current[fact.key] ?? '(missing)'}`);
  const missing = missingLegalFacts(current);
  context.print(missing.length ? `${missing.length} of ${legalFacts.length} facts still missing: the legal notice says so` : 'every fact is set');
});
