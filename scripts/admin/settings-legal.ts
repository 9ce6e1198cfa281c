// `npm run settings:legal -- company-name="Secretalia SAS" siret="123 456 789 00012" …`:
// sets the company's legal facts shown on /mentions-legales (an empty value
// removes one). With no argument, prints them and those still missing. Every
// running server shows the change at once.
import { CommandError, runCommand, type CommandSpec } from './lib/command';
import { notifyContentChanged } from '../../server/db/changes';
import { legalFactProblem, settingsRepo } from '../../server/settings/repo';
import { legalFacts, missingLegalFacts, type LegalFactKey, type LegalFacts } from '../../shared/site';

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

await runCommand(spec, async ({ database: { db, kind }, args: assignments }) => {
  const repo = settingsRepo(db);
  const facts: LegalFacts = await repo.getLegalFacts();
  // Every assignment is checked before anything is written: all or nothing.
  for (const assignment of assignments) {
    const equals = assignment.indexOf('=');
    const key = equals < 0 ? assignment : assignment.slice(0, equals);
    if (!keys.includes(key)) throw new CommandError(`unknown key "${key}" (expected one of ${keys.join(', ')})`);
    if (equals < 0) throw new CommandError(`${key}: expected ${key}=value (or ${key}= to remove it)`);
    const value = assignment.slice(equals + 1).trim();
    const problem = value ? legalFactProblem(key as LegalFactKey, value) : null;
    if (problem) throw new CommandError(`${key}: ${problem}`);
    if (value) facts[key as LegalFactKey] = value;
    else delete facts[key as LegalFactKey];
  }
  if (assignments.length) {
    await db.transaction(async (trx) => {
      await settingsRepo(trx).setLegalFacts(facts);
      await notifyContentChanged(trx, kind);
    });
  }
  const current = await repo.getLegalFacts();
  for (const fact of legalFacts) console.log(`${fact.key.padEnd(width)}  ${current[fact.key] ?? '(missing)'}`);
  const missing = missingLegalFacts(current);
  console.log(missing.length ? `${missing.length} of ${legalFacts.length} facts still missing: the legal notice says so` : 'every fact is set');
});
