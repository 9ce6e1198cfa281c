// `npm run settings:contact -- phone="+33 1 23 45 67 89" email=contact@… city=…`: the
// contact details every page, structured data and e-mail show (`hours=` goes back to
// the shipped example). No argument: prints them, the examples said so.
import { settingsCommand } from './lib/settingsCommand';
import { normalizeContact } from '../../server/settings/rules';
import { contactDetails, contactKeys, exampleContactKeys, type ContactKey } from '../../shared/contactDetails';

export default settingsCommand({
  name: 'settings:contact',
  summary:
    'Règle les coordonnées (téléphone, e-mail, adresse, horaires) affichées sur chaque page ; sans argument, les affiche.',
  setting: 'contact',
  args: '[clé=valeur …]',
  names: contactKeys,
  namesHeading: 'Clés',
  unknown: 'clé inconnue',
  emptyValue: 'Une valeur vide (hours=) revient à la valeur d’exemple livrée avec le site.',
  emptyMeans: 'revenir à la valeur d’exemple',
  example: 'phone="+33 1 23 45 67 89" email=contact@exemple.fr country=MA hours="Lundi – Vendredi, 9h – 18h"',
  check: (key, value) => normalizeContact(key as ContactKey, value),
  // What the pages show, `(exemple)` marking a shipped example value.
  shown: (current, key) => {
    const { phone, email, address: a, hours } = contactDetails(current);
    const value = {
      phone: `${phone.e164} (${phone.display.replace(/\u00a0/g, ' ')})`,
      email,
      street: a.street,
      district: a.district,
      'postal-code': a.postalCode,
      city: a.city,
      country: `${a.countryCode} (${a.country})`,
      hours,
    }[key as ContactKey];
    return current[key as ContactKey] ? value : `${value} (exemple)`;
  },
  summaryLine: (current) => {
    const examples = exampleContactKeys(current);
    const many = examples.length > 1;
    return examples.length
      ? `${examples.length} sur ${contactKeys.length} ${many ? 'sont' : 'est'} encore ${many ? 'les valeurs' : 'la valeur'} d’exemple livrée${many ? 's' : ''} avec le site : ${examples.join(', ')}`
      : 'toutes les coordonnées sont renseignées';
  },
});
