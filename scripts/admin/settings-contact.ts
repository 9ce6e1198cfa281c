// `npm run settings:contact -- phone="+33 1 23 45 67 89" email=contact@… city=…`: the
// contact details every page, structured data and e-mail show (`hours=` goes back to
// the shipped example). No argument: prints them, the examples said so.
import { command, type CommandSpec } from './lib/command';
import { assignSetting } from './lib/settingsAssignments';
import { normalizeContact } from '../../server/settings/rules';
import { contactDetails, contactKeys, exampleContactKeys, type ContactKey, type ContactSettings } from '../../shared/contactDetails';

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
  const { phone, email, address: a, hours } = contactDetails(settings);
  const country = `${a.countryCode} (${a.country})`;
  const value = { phone: `${phone.e164} (${phone.display.replace(/\u00a0/g, ' ')})`, email, street: a.street, district: a.district, 'postal-code': a.postalCode, city: a.city, country, hours }[key];
  return settings[key] ? value : `${value} (example)`;
}

export default command(spec, async (context) => {
  const current = await assignSetting(context, 'contact', context.args, {
    names: keys,
    noun: 'key',
    emptyMeans: 'go back to the example value',
    check: (key, value) => normalizeContact(key as ContactKey, value),
  });
  for (const { key } of contactKeys) context.print(`${key.padEnd(width)}  ${shown(current, key)}`);
  const examples = exampleContactKeys(current);
  context.print(examples.length ? `${examples.length} of ${contactKeys.length} still the shipped example values: ${examples.join(', ')}` : 'every contact detail is set');
});
