// `npm run leads:status -- <id or e-mail> <status> [--note "…"]`: where the team stands with a
// lead (nouveau, contacté, rendez-vous, devis envoyé, gagné, perdu), each change kept with its time and note.
import { command, CommandError, type CommandSpec } from './lib/command';
import { LEAD_STATUS_LABEL, setLeadStatus } from '../../server/leads/status';
import { leadStatusArgs, validStatuses } from './lib/leadStatusArgs';

const spec = {
  name: 'leads:status',
  summary:
    'Change le statut d’une demande (par son numéro, ou la plus récente d’une adresse e-mail) ; chaque changement est gardé avec sa date et sa note.',
  args: '<numéro ou e-mail> <statut>',
  minArgs: 2,
  options: {
    note: { type: 'string', value: '"…"', description: 'une note gardée avec le changement' },
  },
  details: (commandLine) =>
    [
      `Statuts : ${validStatuses} ; tapés avec ou sans accents (contacte, devis-envoye, gagne).`,
      'Une adresse qui a envoyé plusieurs demandes : la plus récente change, et la commande le dit.',
      `Exemple : ${commandLine('leads:status', 'claire.morel@exemple.fr contacte --note "rappelée, RDV jeudi"')}`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(
  { ...spec, prepare: leadStatusArgs },
  async ({ database: { db }, options: { status, who, note }, print, warn, commandLine }) => {
    const result = await setLeadStatus(db, who, status, note);
    const list = commandLine('leads:list');
    if (!result)
      throw new CommandError(`aucune demande ${'id' in who ? `n° ${who.id}` : `de ${who.email}`} (voir ${list})`);
    if (result.leadsOfAddress > 1)
      warn(
        `leads:status: ${result.leadsOfAddress} demandes pour cette adresse : la plus récente (n° ${result.id}) change ; pour une autre, donnez son numéro`,
      );
    const label = LEAD_STATUS_LABEL[status];
    print(
      result.changed
        ? `demande n° ${result.id} : « ${LEAD_STATUS_LABEL[result.previous]} » → « ${label} »${note ? ` (note : ${note})` : ''}`
        : `demande n° ${result.id} : déjà « ${label} », rien de changé`,
    );
  },
);
