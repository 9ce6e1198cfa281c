// `npm run testimonials:import -- <file or folder> [--dry-run]` (or `--remove <name>`): the
// doctors' testimonials the owner supplies, each a Markdown file with its photo beside it;
// shown instead of the spec's anonymous quotes. docs/examples/temoignage/ is one.
import { specialtySlugs } from '../../shared/specialties';
import { peopleCommand } from './lib/peopleCommand';

export default peopleCommand('testimonials', {
  name: 'testimonials:import',
  summary:
    'Importe les témoignages de médecins (un fichier Markdown chacun, sa photo à côté) ; affichés à la place des citations anonymes.',
  details: [
    'En-tête : name, specialty, practice (facultatif), city, specialtyPage (facultatif : la page de spécialité où le mettre en avant,',
    `  ${specialtySlugs.join(', ')}), consent (AAAA-MM-JJ : le jour où le médecin a accepté la publication),`,
    'photo (facultative, carrée, 288 px au moins), photoAlt, order ; puis le témoignage lui-même.',
    'Exemple : docs/examples/temoignage/. Relancer la commande ne change que ce qui a changé.',
  ].join('\n'),
});
