// `npm run newsletter:status`: every campaign with its queued, sent, failed and
// remaining mails, and how many addresses are confirmed, pending or unsubscribed.
import { command, type CommandSpec } from './lib/command';
import { newsletterCampaignsRepo } from '../../server/newsletter/campaignsRepo';

const spec = {
  name: 'newsletter:status',
  summary: 'Every newsletter campaign with its queued, sent, failed and remaining mails, newest first; and the subscribers.',
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, print }) => {
  const repo = newsletterCampaignsRepo(db);
  const audience = await repo.audience();
  print(`subscribers: ${audience.confirmed} confirmed, ${audience.pending} waiting for their confirmation, ${audience.unsubscribed} unsubscribed`);
  const campaigns = await repo.list();
  if (!campaigns.length) {
    print('No campaign yet (npm run newsletter:send -- <campaign.md>).');
    return;
  }
  const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const rows = campaigns.map((c) => [c.key, when.format(c.createdAt), String(c.queued), String(c.sent), String(c.failed), String(c.remaining), String(c.skipped), c.subject]);
  const header = ['campaign', 'recorded', 'queued', 'sent', 'failed', 'remaining', 'skipped', 'subject'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const format = (row: string[]) => row.map((cell, i) => (i === row.length - 1 ? cell : i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  print(`\n${format(header)}`);
  for (const row of rows) print(format(row));
});
