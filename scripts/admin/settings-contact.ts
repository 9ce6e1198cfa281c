// `npm run settings:contact -- phone="+33 1 23 45 67 89" email=contact@… city=…`: the
// contact details every page, structured data and e-mail show (`hours=` goes back to
// the shipped example). No argument: prints them, the examples said so.
import { command, type CommandSpec } from './lib/command';
import { assignSetting } from './lib/settingsAssignments';
import { normalizeContact } from '../../server/settings/rules';
import {
  contactDetails,
  contactKeys,
  exampleContactKeys,
  type ContactKey,
  type ContactSettings,
} from '../../shared/contactDetails';

const keys = contactKeys.map((c) => c.key) as readonly string[];
const width = Math.max(...keys.map((key) => key.length));

const spec = {
  name: 'settings:contact',
  summary:
    'Règle les coordonnées (téléphone, e-mail, adresse, horaires) affichées sur chaque page ; sans argument, les affiche.',
  args: '[clé=valeur …]',
  maxArgs: contactKeys.length,
  details: (commandLine) =>
    [
      'Clés :',
      ...contactKeys.map((c) => `  ${c.key.padEnd(width)}  ${c.label}`),
      '',
      'Une valeur vide (hours=) revient à la valeur d’exemple livrée avec le site. Mettez entre guillemets une valeur qui contient des espaces :',
      `  ${commandLine('settings:contact', 'phone="+33 1 23 45 67 89" email=contact@exemple.fr country=MA hours="Lundi – Vendredi, 9h – 18h"')}`,
    ].join('\n'),
} satisfies CommandSpec;

/** What the pages show for a key, `(exemple)` marking a shipped example value. */
function shown(settings: ContactSettings, key: ContactKey): string {
  const { phone, email, address: a, hours } = contactDetails(settings);
  const country = `${a.countryCode} (${a.country})`;
  const value = {
    phone: `${phone.e164} (${phone.display.replace(/\u00a0/g, ' ')})`,
    email,
    street: a.street,
    district: a.district,
    'postal-code': a.postalCode,
    city: a.city,
    country,
    hours,
  }[key];
  return settings[key] ? value : `${value} (exemple)`;
}

export default command(spec, async (context) => {
  const current = await assignSetting(context, 'contact', context.args, {
    names: keys,
    unknown: 'clé inconnue',
    emptyMeans: 'revenir à la valeur d’exemple',
    check: (key, value) => normalizeContact(key as ContactKey, value),
  });
  for (const { key } of contactKeys) context.print(`${key.padEnd(width)}  ${shown(current, key)}`);
  const examples = exampleContactKeys(current);
  context.print(
    examples.length
      ? `${examples.length} sur ${contactKeys.length} ${examples.length > 1 ? 'sont' : 'est'} encore ${examples.length > 1 ? 'les valeurs' : 'la valeur'} d’exemple livrée${examples.length > 1 ? 's' : ''} avec le site : ${examples.join(', ')}`
      : 'toutes les coordonnées sont renseignées',
  );
});
