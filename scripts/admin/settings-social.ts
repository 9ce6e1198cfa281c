// `npm run settings:social -- linkedin=https://… youtube=`: sets the social links
// the footer and the contact page show (an empty value removes that network's
// icon). With no argument, prints the current links. Running servers show the change
// at once (on the embedded database, the command goes through the server's socket).
import { settingsCommand } from './lib/settingsCommand';
import { socialLinkProblem } from '../../server/settings/rules';
import { socialNetworks, type SocialNetwork } from '../../shared/site';

const brands = { youtube: 'YouTube', facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' } as const;

export default settingsCommand({
  name: 'settings:social',
  summary:
    'Règle les liens vers les réseaux sociaux du pied de page et de la page contact ; sans argument, les affiche.',
  setting: 'social',
  args: '[réseau=https://… …]',
  names: socialNetworks.map((network) => ({
    key: network,
    label: `l’adresse de la page ${brands[network]} de Secretalia`,
  })),
  namesHeading: 'Réseaux',
  unknown: 'réseau inconnu',
  emptyValue: 'Une valeur vide (youtube=) retire l’icône de ce réseau.',
  emptyMeans: 'retirer son icône',
  example: 'linkedin=https://www.linkedin.com/company/secretalia youtube=',
  check: (network, url) => {
    const problem = socialLinkProblem(network as SocialNetwork, url);
    return problem ? { problem } : { value: url };
  },
  shown: (current, network) => current[network as SocialNetwork] ?? '(aucun : pas d’icône)',
});
