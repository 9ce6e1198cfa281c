// `npm run newsletter:status`: every campaign with its queued, sent, failed and
// remaining mails, and how many addresses are confirmed, pending or unsubscribed.
import { command, type CommandSpec } from './lib/command';
import { campaignsRepo } from '../../server/newsletter/campaignsRepo';
import { plural } from '../../shared/plural';

const spec = {
  name: 'newsletter:status',
  summary:
    'Chaque campagne de la newsletter avec ses e-mails en file, envoyés, en échec et restants, la plus récente d’abord ; et les abonnés.',
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, print, commandLine }) => {
  const repo = campaignsRepo(db);
  const audience = await repo.audience();
  print(
    `abonnés : ${plural(audience.confirmed, 'confirmé', 'confirmés')}, ${audience.pending} en attente de confirmation, ${plural(audience.unsubscribed, 'désinscrit', 'désinscrits')}`,
  );
  const campaigns = await repo.list();
  if (!campaigns.length) {
    print(`Aucune campagne pour l’instant (${commandLine('newsletter:send', '<campagne.md>')}).`);
    return;
  }
  const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const rows = campaigns.map((c) => [
    c.key,
    when.format(c.createdAt),
    String(c.queued),
    String(c.sent),
    String(c.failed),
    String(c.remaining),
    String(c.skipped),
    c.subject,
  ]);
  const header = ['campagne', 'enregistrée le', 'en file', 'envoyés', 'en échec', 'restants', 'sautés', 'objet'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ');
  print(`\n${format(header)}`);
  for (const row of rows) print(format(row));
});
