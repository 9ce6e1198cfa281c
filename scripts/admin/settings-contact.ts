// `npm run settings:contact -- phone="+33 1 23 45 67 89" email=contact@… city=…`:
// sets the contact details shown in the footer, on the contact page, the legal
// notice, the privacy policy, in structured data and e-mails (an empty value
// goes back to the shipped example value). With no argument, prints them and
// says which are still the examples. Every running server shows the change at once.
import { CommandError, runCommand, type CommandSpec } from './lib/command';
import { notifyContentChanged } from '../../server/db/changes';
import { normalizeContact, settingsRepo } from '../../server/settings/repo';
import { contactDetails, contactKeys, exampleContactKeys, type ContactKey, type ContactSettings } from '../../shared/site';

const keys = contactKeys.map((c) => c.key) as readonly string[];
const width = Math.max(...keys.map((key) => key.length));

const spec = {
  name: 'settings:contact',
  summary: 'Sets the contact details (phone, e-mail, address, hours) every page shows; with no argument, prints them.',
  args: '[key=value …]',
  maxArgs: contactKeys.length,
  details: [
    'Keys:',
    ...contactKeys.map((c) => `  ${c.key.padEnd(width)}  ${c.label}`),
    '',
    'An empty value (hours=) goes back to the shipped example value. Quote values with spaces:',
    '  npm run settings:contact -- phone="+33 1 23 45 67 89" email=contact@example.fr country=MA hours="Lundi – Vendredi, 9h – 18h"',
  ].join('\n'),
} satisfies CommandSpec;

/** What the pages show for a key, `(example)` marking a shipped example value. */
function shown(settings: ContactSettings, key: ContactKey): string {
  const details = contactDetails(settings);
  const value = {
    phone: `${details.phone.e164} (${details.phone.display.replace(/\u00a0/g, ' ')})`,
    email: details.email,
    street: details.address.street,
    district: details.address.district,
    'postal-code': details.address.postalCode,
    city: details.address.city,
    country: `${details.address.countryCode} (${details.address.country})`,
    hours: details.hours,
  }[key];
  return settings[key] ? value : `${value} (example)`;
}

await runCommand(spec, async ({ database: { db, kind }, args: assignments }) => {
  const repo = settingsRepo(db);
  const settings: ContactSettings = await repo.getContact();
  // Every assignment is checked before anything is written: all or nothing.
  for (const assignment of assignments) {
    const equals = assignment.indexOf('=');
    const key = equals < 0 ? assignment : assignment.slice(0, equals);
    if (!keys.includes(key)) throw new CommandError(`unknown key "${key}" (expected one of ${keys.join(', ')})`);
    if (equals < 0) throw new CommandError(`${key}: expected ${key}=value (or ${key}= to go back to the example value)`);
    const value = assignment.slice(equals + 1).trim();
    if (!value) {
      delete settings[key as ContactKey];
      continue;
    }
    const result = normalizeContact(key as ContactKey, value);
    if ('problem' in result) throw new CommandError(`${key}: ${result.problem}`);
    settings[key as ContactKey] = result.value;
  }
  if (assignments.length) {
    await db.transaction(async (trx) => {
      await settingsRepo(trx).setContact(settings);
      await notifyContentChanged(trx, kind);
    });
  }
  const current = await repo.getContact();
  for (const { key } of contactKeys) console.log(`${key.padEnd(width)}  ${shown(current, key)}`);
  const examples = exampleContactKeys(current);
  console.log(
    examples.length
      ? `${examples.length} of ${contactKeys.length} still the shipped example values: ${examples.join(', ')}`
      : 'every contact detail is set',
  );
});
