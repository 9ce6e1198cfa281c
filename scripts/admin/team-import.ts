// `npm run team:import -- <file or folder> [--dry-run]` (or `--remove <name>`): the team the
// owner presents, each member a Markdown file with a portrait beside it; shown on /la-redaction
// and the "why" page. docs/examples/equipe/ is one.
import { peopleCommand } from './lib/peopleCommand';

export default peopleCommand('team', {
  name: 'team:import',
  summary: 'Importe les membres de l’équipe (un fichier Markdown chacun, son portrait à côté).',
  details: [
    'En-tête : firstName, role, photo (facultative, portrait 3:4, 600 px de large au moins), photoAlt, order ;',
    'puis une phrase de présentation. Exemple : docs/examples/equipe/.',
  ].join('\n'),
});
