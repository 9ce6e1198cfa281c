// `npm run settings:facts -- host="…" access-safeguard="…" …`: what only the owner can
// say about the service (patients' data, notice period, agenda tools), shown on
// /vos-donnees, the questions page and wherever a page names it (an empty value
// removes one: the pages then say less). With no argument, prints them. Every running
// server shows the change at once.
import { settingsCommand } from './lib/settingsCommand';
import { ownerFactProblem } from '../../server/settings/rules';
import { plural } from '../../shared/plural';
import { ownerFacts, type OwnerFactKey } from '../../shared/ownerFacts';

export default settingsCommand({
  name: 'settings:facts',
  summary:
    'Règle les faits que seul le propriétaire connaît (hébergeur des données, garanties, préavis, logiciels) ; sans argument, les affiche.',
  setting: 'facts',
  args: '[clé=valeur …]',
  names: ownerFacts,
  namesHeading: 'Clés (une information absente n’est pas affichée : la page en dit moins)',
  unknown: 'clé inconnue',
  emptyValue: 'Une valeur vide (retention=) retire cette information du site.',
  emptyMeans: 'la retirer',
  example: 'host="Nom de l’hébergeur" host-region="France"',
  check: (key, value) => {
    const problem = ownerFactProblem(key as OwnerFactKey, value);
    return problem ? { problem } : { value };
  },
  shown: (current, key) => current[key as OwnerFactKey] ?? '(non renseignée : le site n’en dit rien)',
  summaryLine: (current) => {
    const missing = ownerFacts.filter((fact) => !current[fact.key]).length;
    return missing
      ? `${plural(missing, 'information', 'informations')} sur ${ownerFacts.length} ${missing > 1 ? 'ne sont pas renseignées' : 'n’est pas renseignée'} : le site ne les affiche pas, ${'npm run preflight'} dit celles qui bloquent le lancement`
      : 'toutes les informations sont renseignées';
  },
});
