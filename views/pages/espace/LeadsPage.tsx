import { paths } from '../../../shared/paths';
import { InboxFrame } from './InboxFrame';
import type { SignedIn } from './EspaceShell';
import { KIND_WORD } from './format';
import { LeadCard } from './LeadCard';
import type { EspaceLead, StatusChoice } from './model';

/** The list's filters as the address holds them (`?statut=&type=&source=&q=`): a GET form, so the back button and a shared link keep them. */
export interface LeadsFilters {
  statut: string;
  type: string;
  source: string;
  q: string;
}

export interface LeadsData {
  staff: SignedIn;
  leads: EspaceLead[];
  total: number;
  page: number;
  pages: number;
  filters: LeadsFilters;
  statuses: StatusChoice[];
  sources: string[];
}

/** The address of the list with these filters, at this page. */
export function leadsHref(filters: LeadsFilters, page = 1, base: string = paths.espaceLeads): string {
  const query = new URLSearchParams(
    Object.entries({ ...filters, page: page > 1 ? String(page) : '' }).filter(([, value]) => value !== ''),
  ).toString();
  return query ? `${base}?${query}` : base;
}

/** `/espace/demandes`: every lead, filtered and searched, 25 a page, newest first. */
export function LeadsPage({ staff, leads, total, page, pages, filters, statuses, sources }: LeadsData) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <InboxFrame staff={staff} section="leads" title="Toutes les demandes">
      <h1>Toutes les demandes</h1>
      <form className="inbox-filters" method="get" action={paths.espaceLeads} role="search">
        <div className="inbox-field inbox-field-wide">
          <label htmlFor="q">Nom, e-mail ou téléphone</label>
          <input id="q" name="q" type="search" defaultValue={filters.q} autoComplete="off" />
        </div>
        <FilterSelect
          name="statut"
          label="Statut"
          all="Tous"
          value={filters.statut}
          options={statuses.map(({ value, label }) => [value, label])}
        />
        <FilterSelect
          name="type"
          label="Type"
          all="Tous"
          value={filters.type}
          options={(['quote', 'contact', 'callback'] as const).map((kind) => [KIND_WORD[kind], KIND_WORD[kind]])}
        />
        <FilterSelect
          name="source"
          label="Provenance"
          all="Toutes"
          value={filters.source}
          options={sources.map((source) => [source, source])}
        />
        <div className="inbox-filter-actions">
          <button className="btn btn-primary" type="submit">
            Filtrer
          </button>
          {filtered ? <a href={paths.espaceLeads}>Tout afficher</a> : null}
        </div>
      </form>
      <p className="inbox-summary" role="status">
        {total === 0
          ? 'Aucune demande ne correspond.'
          : `${total} ${total > 1 ? 'demandes' : 'demande'}${pages > 1 ? `, page ${page} sur ${pages}` : ''}.`}{' '}
        <a href={leadsHref({ ...filters }, 1, paths.espaceExport)} download="demandes.csv">
          Exporter en CSV
        </a>
      </p>
      {leads.length ? (
        <ul className="inbox-list">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} showStatus />
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="inbox-pages" aria-label="Pages de la liste">
          {page > 1 ? (
            <a className="btn btn-secondary" href={leadsHref(filters, page - 1)} rel="prev">
              Plus récentes
            </a>
          ) : null}
          {page < pages ? (
            <a className="btn btn-secondary" href={leadsHref(filters, page + 1)} rel="next">
              Plus anciennes
            </a>
          ) : null}
        </nav>
      ) : null}
    </InboxFrame>
  );
}

/** One filter of the list: a labelled select whose first choice is « all ». */
function FilterSelect({
  name,
  label,
  all,
  value,
  options,
}: {
  name: string;
  label: string;
  all: string;
  value: string | undefined;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <div className="inbox-field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
