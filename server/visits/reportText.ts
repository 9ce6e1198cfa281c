import { textTable, toCsv } from '../../shared/tabular';
import { conversion, type DayRow, type ProvenanceRow, type Ranked, type TrafficReport } from './report';
import { plural } from '../../shared/plural';

/** The traffic report in the terminal, and as CSV for a spreadsheet. */

/**
 * More leads than views of their page: the visits of browsers that refuse
 * audience measurement or run no JavaScript are not counted, every lead is, and
 * a lead may come in the day after its visit. Such a rate means nothing as a
 * figure; the reports mark it and say why, once.
 */
export const CONVERSION_NOTE =
  'Plus de demandes que de vues de la page : les visites des navigateurs qui refusent la mesure d’audience (Do Not Track, Global Privacy Control, ' +
  'refus sur la page de confidentialité) ou sans JavaScript ne sont pas comptées, les demandes le sont toutes, et une demande peut arriver le lendemain de sa visite. ' +
  'Le taux n’a alors pas de sens.';

/** Whether a rate is past what a rate can be: leads that outnumber the views of their page. */
export const overOneHundred = (rate: number | null) => rate !== null && rate > 1;

/** Whether any rate of the report (a day's or the total's) needs the note. */
export function needsConversionNote(report: TrafficReport): boolean {
  return [...report.daily, report.total].some(
    (row) =>
      overOneHundred(conversion(row.quotes, row.quotePageViews)) ||
      overOneHundred(conversion(row.contacts, row.contactPageViews)),
  );
}

const percent = (rate: number | null) =>
  rate === null ? '—' : overOneHundred(rate) ? '> 100 % *' : `${(rate * 100).toFixed(1).replace('.', ',')} %`;

/** `24/11/2026`, as the owner reads a day. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

function dayCells(row: DayRow): string[] {
  return [
    row.day === 'total' ? 'total' : frenchDay(row.day),
    String(row.views),
    String(row.quotes),
    String(row.contacts),
    String(row.quotePageViews),
    percent(conversion(row.quotes, row.quotePageViews)),
    String(row.contactPageViews),
    percent(conversion(row.contacts, row.contactPageViews)),
    String(row.callbacks),
  ];
}

function ranking(title: string, rows: Ranked[], none: string): string {
  if (!rows.length) return `${title}\n  ${none}`;
  const width = Math.max(...rows.map((row) => row.label.length));
  return [title, ...rows.map((row) => `  ${row.label.padEnd(width)}  ${String(row.views).padStart(6)}`)].join('\n');
}

/**
 * Where the leads came from, by each axis: its title, the column's name, what
 * the table says when empty. The rate is leads per arrival from the same
 * place; past 100 %, the visits of browsers that refuse measurement are missing.
 */
export const PROVENANCE_SECTIONS = [
  {
    axis: 'source',
    title: 'Demandes par source (utm_source, sinon site d’origine, sinon « direct »)',
    column: 'Source',
    none: 'aucune demande sur la période',
    outcomes: true,
  },
  {
    axis: 'campaign',
    title: 'Demandes par campagne (utm_campaign)',
    column: 'Campagne',
    none: 'aucune demande venue d’une campagne',
    outcomes: true,
  },
  {
    axis: 'landing',
    title: 'Demandes par page d’arrivée (la première page de la visite)',
    column: 'Page d’arrivée',
    none: 'aucune demande dont la page d’arrivée soit connue',
    outcomes: false,
  },
  {
    axis: 'cta',
    title: 'Demandes par appel à l’action (le lien suivi vers le formulaire ; les clics ne sont pas comptés)',
    column: 'Appel à l’action',
    none: 'aucune demande dont l’appel à l’action soit connu',
    outcomes: false,
  },
] as const;

/** Leads per arrival: null without arrivals to count, or when there are more leads than arrivals. */
export const provenanceRate = (row: ProvenanceRow): number | null => {
  const rate = row.arrivals === null ? null : conversion(row.leads, row.arrivals);
  return overOneHundred(rate) ? null : rate;
};

/** What became of the leads, by source and by campaign (leads:status): the columns' names, and the counts. */
export const OUTCOME_COLUMNS = ['Contactées', 'Gagnées', 'Perdues'] as const;
export const outcomeCounts = (row: ProvenanceRow) => [row.contacted, row.won, row.lost];

const provenanceCells = (row: ProvenanceRow, outcomes: boolean) => [
  row.label,
  String(row.leads),
  row.arrivals === null ? '—' : String(row.arrivals),
  percent(provenanceRate(row)),
  ...(outcomes ? outcomeCounts(row).map(String) : []),
];

function provenanceText(report: TrafficReport): string[] {
  return PROVENANCE_SECTIONS.flatMap(({ axis, title, column, none, outcomes }) => {
    const rows = report.provenance[axis];
    const header = [
      column.toLowerCase(),
      'demandes',
      'arrivées',
      'taux',
      ...(outcomes ? OUTCOME_COLUMNS.map((name) => name.toLowerCase()) : []),
    ];
    return [
      title,
      rows.length
        ? textTable(
            header,
            rows.map((row) => provenanceCells(row, outcomes)),
            {
              alignRight: outcomes ? [1, 2, 3, 4, 5, 6] : [1, 2, 3],
            },
          )
            .split('\n')
            .map((line) => `  ${line}`)
            .join('\n')
        : `  (${none})`,
      '',
    ];
  });
}

export function reportText(report: TrafficReport): string {
  const header = [
    'jour',
    'vues',
    'devis',
    'contacts',
    'vues page devis',
    'taux devis',
    'vues page contact',
    'taux contact',
    'rappels',
  ];
  const table = textTable(header, [...report.daily.map(dayCells), dayCells(report.total)], {
    alignRight: [1, 2, 3, 4, 5, 6, 7, 8],
  });
  // The rule above the total: the line before it.
  const lines = table.split('\n');
  lines.splice(lines.length - 1, 0, lines[1]!);
  return [
    `Fréquentation sur ${plural(report.days, 'jour', 'jours')}, du ${frenchDay(report.from)} au ${frenchDay(report.to)} (heure de Paris)`,
    'Taux : demandes de devis par vue de la page devis, messages de contact par vue de la page contact.',
    '',
    lines.join('\n'),
    ...(needsConversionNote(report) ? [`* ${CONVERSION_NOTE}`] : []),
    '',
    ranking('Pages les plus vues', report.topPages, '(aucune page vue)'),
    '',
    ranking(
      `Sites d’origine (autres que ${report.siteHost})`,
      report.referrers,
      '(aucun : les visiteurs sont venus directement ou depuis le site lui-même)',
    ),
    '',
    ranking('Sources de campagne (utm_source des adresses visitées)', report.utmSources, '(aucune)'),
    '',
    ranking('Campagnes (utm_campaign)', report.utmCampaigns, '(aucune)'),
    '',
    'Arrivées : pages vues en arrivant sur le site (lien de campagne, autre site, ou accès direct).',
    '',
    ...provenanceText(report),
  ].join('\n');
}

/** A rate as French spreadsheets read it: a percentage with a decimal comma, as computed (the spreadsheet's formulas may need it). */
const frenchPercent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1).replace('.', ','));

/** The daily rows and their total, in French for a French spreadsheet (same conventions as leads:export). */
export function reportCsv(report: TrafficReport): string {
  const header = [
    'Jour',
    'Pages vues',
    'Demandes de devis',
    'Messages de contact',
    'Vues de la page devis',
    'Taux devis (%)',
    'Vues de la page contact',
    'Taux contact (%)',
    'Demandes de rappel',
  ];
  const cells = (row: DayRow) => [
    row.day === 'total' ? 'Total' : row.day,
    row.views,
    row.quotes,
    row.contacts,
    row.quotePageViews,
    frenchPercent(conversion(row.quotes, row.quotePageViews)),
    row.contactPageViews,
    frenchPercent(conversion(row.contacts, row.contactPageViews)),
    row.callbacks,
  ];
  // Then, after an empty line each, the leads by source, campaign, landing page and call to action.
  const provenance = PROVENANCE_SECTIONS.map(({ axis, column, outcomes }) =>
    toCsv(
      [column, 'Demandes', 'Arrivées', 'Taux (%)', ...(outcomes ? OUTCOME_COLUMNS : [])],
      report.provenance[axis].map((row) => [
        row.label,
        row.leads,
        row.arrivals ?? '',
        frenchPercent(provenanceRate(row)),
        ...(outcomes ? outcomeCounts(row) : []),
      ]),
    ).slice(1),
  );
  return [toCsv(header, [...report.daily.map(cells), cells(report.total)]), ...provenance].join('\r\n');
}
