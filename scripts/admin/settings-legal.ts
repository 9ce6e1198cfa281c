// `npm run settings:legal -- company-name="Secretalia SAS" siret="123 456 789 00012" …`:
// sets the company's legal facts shown on /mentions-legales (an empty value
// removes one). With no argument, prints them and those still missing. Every
// running server shows the change at once.
import { settingsCommand } from './lib/settingsCommand';
import { legalFactProblem } from '../../server/settings/rules';
import { plural } from '../../shared/plural';
import { legalFacts, missingLegalFacts, type LegalFactKey } from '../../shared/legalFacts';

export default settingsCommand({
  name: 'settings:legal',
  summary: 'Règle les informations des mentions légales (/mentions-legales) ; sans argument, les affiche.',
  setting: 'legal',
  args: '[clé=valeur …]',
  names: legalFacts,
  namesHeading: 'Clés',
  unknown: 'clé inconnue',
  emptyValue: 'Une valeur vide (capital=) retire cette information.',
  emptyMeans: 'la retirer',
  example: 'company-name="Secretalia SAS" legal-form=SAS capital="10 000 €"',
  check: (key, value) => {
    const problem = legalFactProblem(key as LegalFactKey, value);
    return problem ? { problem } : { value };
  },
  shown: (current, key) =>
    current[key as LegalFactKey] ??
    (legalFacts.find((fact) => fact.key === key && 'optional' in fact)
      ? '(facultative : à renseigner si LEAD_WEBHOOK_URL envoie les demandes à un outil)'
      : '(manquante)'),
  summaryLine: (current) => {
    const missing = missingLegalFacts(current);
    const required = legalFacts.filter((fact) => !('optional' in fact)).length;
    return missing.length
      ? `${plural(missing.length, 'information', 'informations')} sur ${required} ${missing.length > 1 ? 'manquent' : 'manque'} encore : les mentions légales le disent`
      : 'toutes les informations sont renseignées';
  },
});
