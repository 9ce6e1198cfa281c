// `npm run visits:report -- --days 30`: page views per path and per referrer host.
import { runCommand } from '../server/cli';
import { visitsRepo } from '../server/db/visitsRepo';

const daysArg = process.argv.indexOf('--days');
const days = daysArg >= 0 ? Number(process.argv[daysArg + 1]) : 30;

await runCommand('visits:report', async ({ db }) => {
  if (!Number.isInteger(days) || days < 1) throw new Error('--days expects a whole number of days, e.g. --days 30');
  const report = await visitsRepo(db).report(days, 50);
  const table = (rows: { label: string; views: number }[]) => {
    const width = Math.max(10, ...rows.map((r) => r.label.length));
    return rows.map((r) => `  ${r.label.padEnd(width)}  ${String(r.views).padStart(7)}`).join('\n') || '  (none)';
  };
  console.log(`Page views over the last ${days} day(s): ${report.total}\n`);
  console.log(`By path:\n${table(report.byPath.map((r) => ({ label: r.path, views: r.views })))}\n`);
  console.log(`By referrer host:\n${table(report.byReferrer.map((r) => ({ label: r.host, views: r.views })))}`);
});
