import { paths } from '../../../shared/paths';
import { InboxFrame } from './InboxFrame';
import type { SignedIn } from './EspaceShell';
import { CallbackCard, LeadCard } from './LeadCard';
import type { EspaceCallback, EspaceLead } from './model';

export interface InboxData {
  staff: SignedIn;
  /** Still « nouveau », the most urgent first. */
  toHandle: EspaceLead[];
  /** Callbacks to make, today's first. */
  callbacks: EspaceCallback[];
}

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** `/espace`: what waits for an answer, then the calls to make; the rest one tap away. */
export function InboxPage({ staff, toHandle, callbacks }: InboxData) {
  const late = toHandle.filter((lead) => lead.lateMs > 0).length;
  return (
    <InboxFrame staff={staff} section="inbox" title="À traiter">
      <section className="inbox-section" aria-labelledby="a-traiter">
        <h1 id="a-traiter">À traiter</h1>
        <p className="inbox-summary">
          {toHandle.length
            ? `${count(toHandle.length, 'demande attend', 'demandes attendent')} une réponse${late ? `, dont ${count(late, 'en retard', 'en retard')}` : ''} ; la plus urgente en premier.`
            : 'Rien à traiter : chaque demande a reçu une réponse.'}
        </p>
        {toHandle.length ? (
          <ul className="inbox-list">
            {toHandle.map((lead) => (
              <LeadCard key={lead.id} lead={lead} />
            ))}
          </ul>
        ) : null}
      </section>
      <section className="inbox-section" aria-labelledby="rappels">
        <h2 id="rappels">Rappels</h2>
        {callbacks.length ? (
          <ul className="inbox-list">
            {callbacks.map((lead) => (
              <CallbackCard key={lead.id} lead={lead} />
            ))}
          </ul>
        ) : (
          <p className="inbox-summary">Aucun rappel à faire.</p>
        )}
      </section>
      <p className="inbox-more">
        <a className="btn btn-secondary" href={paths.espaceLeads}>
          Toutes les demandes
        </a>
      </p>
    </InboxFrame>
  );
}
