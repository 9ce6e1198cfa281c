import { escapeHtml } from '../../shared/escape';
import { frenchDateFormat, parisDay } from '../../shared/dates';
import { conversion, type DayRow, type Ranked, type TrafficReport } from './report';
import {
  CONVERSION_NOTE,
  needsConversionNote,
  overOneHundred,
  PROVENANCE_SECTIONS,
  provenanceRate,
  OUTCOME_COLUMNS,
  outcomeCounts,
} from './reportText';

/**
 * The traffic report as one self-contained HTML page (`visits:report --html`):
 * no script, no external font, image or stylesheet, so it opens from a file,
 * an e-mail attachment or a shared folder, offline, and sends nothing anywhere.
 * Charts are inline SVG. Everything visitors sent (paths, hosts, UTM values)
 * is escaped: the report must never run what a visitor typed into an address.
 */

const number = new Intl.NumberFormat('fr-FR');
const shortDay = frenchDateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** A rate as HTML: past 100 %, marked and sent to the note that says why. */
const percent = (rate: number | null) =>
  rate === null
    ? '—'
    : overOneHundred(rate)
      ? '&gt;\u00a0100\u00a0%<sup><a href="#note-taux" aria-label="voir la note sur ce taux">*</a></sup>'
      : `${(rate * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0%`;
const plural = (n: number, one: string, many: string) => `${number.format(n)}\u00a0${n > 1 ? many : one}`;

const COLOURS = { views: '#0E5A66', quotes: '#B8432B', contacts: '#1F7A5A', grid: '#D5E3E1', text: '#51646A' };

/** A round top for the value axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

interface Series {
  key: 'views' | 'quotes' | 'contacts';
  label: string;
  /** What one of them is called, and several: `page vue`, `pages vues`. */
  unit: [string, string];
  colour: string;
}

/** Bars per day (stacked when several series), with a value axis and a label every few days. */
function dailyChart(id: string, title: string, days: DayRow[], series: Series[]): string {
  const width = 760;
  const right = 24;
  const height = 260;
  const left = 44;
  const bottom = 30;
  const top = 12;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const totals = days.map((day) => series.reduce((sum, s) => sum + day[s.key], 0));
  const max = niceMax(Math.max(0, ...totals));
  const slot = plotWidth / days.length;
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max].filter((t) => Number.isInteger(t));
  const labelEvery = Math.ceil(days.length / 10);
  const parts: string[] = [];
  for (const tick of ticks) {
    parts.push(
      `<line x1="${left}" x2="${width - right}" y1="${y(tick)}" y2="${y(tick)}" stroke="${COLOURS.grid}" stroke-width="1"/>`,
    );
    parts.push(`<text x="${left - 6}" y="${y(tick) + 4}" text-anchor="end" class="axis">${number.format(tick)}</text>`);
  }
  days.forEach((day, i) => {
    const x = left + i * slot + (slot - barWidth) / 2;
    let base = 0;
    const tooltip = `${longDay.format(dateOf(day.day))} : ${series.map((s) => `${number.format(day[s.key])} ${day[s.key] > 1 ? s.unit[1] : s.unit[0]}`).join(', ')}`;
    parts.push(`<g><title>${escapeHtml(tooltip)}</title>`);
    for (const s of series) {
      const value = day[s.key];
      if (value > 0)
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${y(base + value).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(y(base) - y(base + value)).toFixed(1)}" fill="${s.colour}" rx="2"/>`,
        );
      base += value;
    }
    parts.push('</g>');
    // Counted from the last day, so that today always has its label.
    if ((days.length - 1 - i) % labelEvery === 0) {
      parts.push(
        `<text x="${(left + i * slot + slot / 2).toFixed(1)}" y="${height - 10}" text-anchor="middle" class="axis">${escapeHtml(shortDay.format(dateOf(day.day)))}</text>`,
      );
    }
  });
  const description = `${title}, du ${longDay.format(dateOf(days[0]!.day))} au ${longDay.format(dateOf(days.at(-1)!.day))}. Maximum sur un jour : ${number.format(Math.max(0, ...totals))}.`;
  const legend =
    series.length > 1
      ? `<p class="legend">${series.map((s) => `<span><svg width="12" height="12" aria-hidden="true"><rect width="12" height="12" rx="2" fill="${s.colour}"/></svg> ${escapeHtml(s.label)}</span>`).join('')}</p>`
      : '';
  return `<figure class="chart" id="${id}">
<figcaption>${escapeHtml(title)}</figcaption>${legend}
<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc" preserveAspectRatio="xMidYMid meet">
<title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(description)}</desc>
${parts.join('\n')}
</svg>
</figure>`;
}

/** A ranking as a table whose bars show the shares at a glance. */
function rankingTable(id: string, title: string, rows: Ranked[], empty: string, colour: string): string {
  if (!rows.length)
    return `<section class="ranking" id="${id}"><h2>${escapeHtml(title)}</h2><p class="empty">${escapeHtml(empty)}</p></section>`;
  const max = Math.max(...rows.map((row) => row.views));
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(row.label)}</th><td class="bar"><svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect width="${((row.views / max) * 100).toFixed(1)}" height="10" rx="2" fill="${colour}"/></svg></td><td class="num">${number.format(row.views)}</td></tr>`,
    )
    .join('\n');
  return `<section class="ranking" id="${id}"><h2>${escapeHtml(title)}</h2>
<table><thead><tr><th scope="col">${id === 'pages' ? 'Page' : 'Nom'}</th><th scope="col"><span class="visually-hidden">Part</span></th><th scope="col" class="num">Pages vues</th></tr></thead>
<tbody>
${body}
</tbody></table></section>`;
}

/** Where the leads came from: one table per axis, leads, arrivals and their rate. */
function provenanceTables(report: TrafficReport): string {
  const tables = PROVENANCE_SECTIONS.map(({ axis, title, column, none, outcomes }) => {
    const rows = report.provenance[axis];
    const id = `provenance-${axis}`;
    if (!rows.length)
      return `<section class="ranking" id="${id}"><h2>${escapeHtml(title)}</h2><p class="empty">${escapeHtml(none[0]!.toUpperCase() + none.slice(1))}.</p></section>`;
    const body = rows
      .map(
        (row) =>
          `<tr><th scope="row">${escapeHtml(row.label)}</th><td class="num">${number.format(row.leads)}</td><td class="num">${row.arrivals === null ? '—' : number.format(row.arrivals)}</td><td class="num">${percent(provenanceRate(row))}</td>${
            outcomes
              ? outcomeCounts(row)
                  .map((n) => `<td class="num">${number.format(n)}</td>`)
                  .join('')
              : ''
          }</tr>`,
      )
      .join('\n');
    return `<section class="ranking" id="${id}"><h2>${escapeHtml(title)}</h2>
<table><thead><tr><th scope="col">${escapeHtml(column)}</th><th scope="col" class="num">Demandes</th><th scope="col" class="num">Arrivées</th><th scope="col" class="num">Taux</th>${outcomes ? OUTCOME_COLUMNS.map((name) => `<th scope="col" class="num">${name}</th>`).join('') : ''}</tr></thead>
<tbody>
${body}
</tbody></table></section>`;
  });
  return `<p class="note">Arrivées : pages vues en arrivant sur le site (lien de campagne, autre site, ou accès direct) ; taux : demandes par arrivée.</p>
<div class="rankings">
${tables.join('\n')}
</div>`;
}

function dailyTable(report: TrafficReport): string {
  const row = (day: DayRow, label: string) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${number.format(day.views)}</td><td>${number.format(day.quotes)}</td><td>${number.format(day.contacts)}</td><td>${percent(conversion(day.quotes, day.quotePageViews))}</td><td>${percent(conversion(day.contacts, day.contactPageViews))}</td><td>${number.format(day.callbacks)}</td></tr>`;
  return `<details><summary>Le détail jour par jour</summary>
<table class="daily"><thead><tr><th scope="col">Jour</th><th scope="col">Pages vues</th><th scope="col">Devis</th><th scope="col">Contacts</th><th scope="col">Conversion devis</th><th scope="col">Conversion contact</th><th scope="col">Rappels</th></tr></thead>
<tbody>
${report.daily.map((day) => row(day, longDay.format(dateOf(day.day)))).join('\n')}
</tbody>
<tfoot>${row(report.total, 'Total')}</tfoot></table></details>`;
}

const STYLE = `
:root { color-scheme: light; --ink: #13252B; --muted: #51646A; --teal: #0E5A66; --mist: #F3F8F7; --mint: #E6F2F0; --coral: #B8432B; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--mist); color: var(--ink); font: 17px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 1040px; margin: 0 auto; padding: 32px 20px 56px; }
h1 { font-size: clamp(1.6rem, 3vw, 2.2rem); line-height: 1.2; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 0 0 12px; }
.period { color: var(--muted); margin: 0 0 24px; }
.kpis { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); gap: 16px; margin: 0 0 24px; padding: 0; list-style: none; }
.kpis li { background: #fff; border: 1px solid var(--mint); border-radius: 16px; padding: 16px 20px; }
.kpis strong { display: block; font-size: 2rem; line-height: 1.1; color: var(--teal); }
.kpis .quote strong { color: var(--coral); }
.kpis span { color: var(--muted); font-size: 0.95rem; }
.chart, .ranking, details { background: #fff; border: 1px solid var(--mint); border-radius: 16px; padding: 20px; margin: 0 0 24px; }
figcaption { font-weight: 700; font-size: 1.2rem; margin-bottom: 8px; }
.chart > svg { width: 100%; height: auto; display: block; }
.legend svg { vertical-align: -1px; }
.axis { font-size: 12px; fill: ${COLOURS.text}; }
.legend { margin: 0 0 8px; color: var(--muted); }
.legend span { margin-right: 20px; white-space: nowrap; }
.rankings { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(420px, 100%), 1fr)); gap: 24px; margin-bottom: 24px; }
.rankings .ranking { margin: 0; min-width: 0; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 6px 8px; text-align: left; vertical-align: middle; }
thead th { color: var(--muted); font-weight: 600; font-size: 0.9rem; border-bottom: 1px solid var(--mint); }
tbody th { font-weight: 500; overflow-wrap: anywhere; }
td.bar { width: 35%; }
td.bar svg { width: 100%; height: 12px; display: block; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.daily td { text-align: right; font-variant-numeric: tabular-nums; }
.daily tfoot th, .daily tfoot td { font-weight: 700; border-top: 1px solid var(--mint); }
.empty { color: var(--muted); margin: 0; }
.note { color: var(--muted); font-size: 0.9rem; margin: -8px 0 24px; }
sup a { color: inherit; text-decoration: none; }
summary { font-weight: 700; cursor: pointer; }
footer { color: var(--muted); font-size: 0.9rem; }
/* The provenance tables have seven columns in half the page: their columns share it, a long word wraps. */
[id^="provenance-"] table { table-layout: fixed; }
[id^="provenance-"] th, [id^="provenance-"] td { overflow-wrap: anywhere; }
@media (max-width: 600px) {
  main { padding: 24px 10px 40px; }
  .chart, .ranking, details { padding: 12px 8px; }
  /* Seven columns share the width of a phone: a long word wraps rather than push the page sideways. */
  table { table-layout: fixed; }
  th, td { padding: 4px 3px; font-size: 0.8rem; overflow-wrap: anywhere; }
  thead th { font-size: 0.75rem; overflow-wrap: anywhere; hyphens: auto; }
}
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function reportHtml(
  report: TrafficReport,
  generatedAt = new Date(),
  /** Shown in the espace (/espace/trafic): a link back to it above the title. */
  back?: { href: string; label: string },
): string {
  const { total } = report;
  const period = `du ${longDay.format(dateOf(report.from))} au ${longDay.format(dateOf(report.to))}`;
  const days = report.days > 1 ? `${report.days} derniers jours` : 'aujourd’hui';
  // The values are HTML (a rate past 100 % carries its note's mark); the labels are text.
  const kpis = [
    ['views', number.format(total.views), total.views > 1 ? 'pages vues' : 'page vue'],
    ['quote', number.format(total.quotes), total.quotes > 1 ? 'demandes de devis' : 'demande de devis'],
    ['contact', number.format(total.contacts), total.contacts > 1 ? 'messages de contact' : 'message de contact'],
    ['contact', number.format(total.callbacks), total.callbacks > 1 ? 'demandes de rappel' : 'demande de rappel'],
    [
      'quote',
      percent(conversion(total.quotes, total.quotePageViews)),
      `des visites de la page devis ont donné une demande (${plural(total.quotePageViews, 'vue', 'vues')})`,
    ],
    [
      'contact',
      percent(conversion(total.contacts, total.contactPageViews)),
      `des visites de la page contact ont donné un message (${plural(total.contactPageViews, 'vue', 'vues')})`,
    ],
  ];
  const note = needsConversionNote(report)
    ? `<p class="note" id="note-taux">* ${escapeHtml(CONVERSION_NOTE)}</p>\n`
    : '';
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Fréquentation de ${escapeHtml(report.siteHost)} : ${days}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>\n` : ''}<h1>Fréquentation de ${escapeHtml(report.siteHost)}</h1>
<p class="period">${report.days > 1 ? `Les ${report.days} derniers jours` : 'Aujourd’hui'}, ${escapeHtml(period)} (heure de Paris).</p>
<ul class="kpis">
${kpis.map(([kind, value, label]) => `<li class="${kind}"><strong>${value!}</strong><span>${escapeHtml(label!)}</span></li>`).join('\n')}
</ul>
${note}
${dailyChart('chart-views', 'Pages vues par jour', report.daily, [{ key: 'views', label: 'Pages vues', unit: ['page vue', 'pages vues'], colour: COLOURS.views }])}
${dailyChart('chart-leads', 'Demandes reçues par jour', report.daily, [
  {
    key: 'quotes',
    label: 'Demandes de devis',
    unit: ['demande de devis', 'demandes de devis'],
    colour: COLOURS.quotes,
  },
  {
    key: 'contacts',
    label: 'Messages de contact',
    unit: ['message de contact', 'messages de contact'],
    colour: COLOURS.contacts,
  },
])}
<div class="rankings">
${rankingTable('pages', 'Pages les plus vues', report.topPages, 'Aucune page vue sur la période.', COLOURS.views)}
${rankingTable('referrers', 'Sites qui vous envoient des visiteurs', report.referrers, 'Aucun : les visiteurs sont venus directement ou depuis le site lui-même.', COLOURS.contacts)}
${rankingTable('utm-sources', 'Sources de campagne (utm_source)', report.utmSources, 'Aucune visite venue d’un lien de campagne.', COLOURS.quotes)}
${rankingTable('utm-campaigns', 'Campagnes (utm_campaign)', report.utmCampaigns, 'Aucune visite venue d’un lien de campagne.', COLOURS.quotes)}
</div>
${provenanceTables(report)}
${dailyTable(report)}
<footer><p>Mesure d’audience sans cookie ni adresse IP. Rapport établi le ${escapeHtml(longDay.format(dateOf(parisDay(generatedAt))))} par la commande <code>visits:report</code>.</p></footer>
</main>
</body>
</html>
`;
}
