// `npm run leads:due`: the leads still « nouveau » past the 24 working hours promised, then
// those that will be within four working hours (Monday–Friday 8:30–18:30 Paris, holidays off).
import { command, type CommandSpec } from './lib/command';
import { dueLeads } from '../../server/leads/due';
import { dueLeadsText } from './lib/dueLeadsOutput';

const spec = {
  name: 'leads:due',
  summary:
    'Liste les demandes encore « nouveau » au-delà des 24 h ouvrées promises, puis celles qui le seront dans les 4 prochaines heures ouvrées.',
  details: (commandLine) =>
    [
      'Heures ouvrées : du lundi au vendredi, de 8 h 30 à 18 h 30 (heure de Paris), hors jours fériés français.',
      `Une demande sort de la liste dès que son statut change : ${commandLine('leads:status', '<numéro ou e-mail> contacte')}`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, print }) => {
  print(dueLeadsText(await dueLeads(db)));
});
