import type { ReactNode } from 'react';
import { callbackMomentLabel } from '../../../shared/callback';
import { espaceLeadHref, paths } from '../../../shared/paths';
import { InboxFrame } from './InboxFrame';
import type { SignedIn } from './EspaceShell';
import { phoneLink, shortMoment } from './format';
import { Due, KindBadge, StatusBadge, whoOf } from './LeadCard';
import type { EspaceChange, EspaceDelivery, EspaceLead, StatusChoice } from './model';

/** What the page says after a post, read from `?fait=` (the redirect after the post). */
export type LeadDone = 'statut' | 'renvoi' | 'deja-remis';

export interface LeadData {
  staff: SignedIn;
  lead: EspaceLead;
  history: EspaceChange[];
  deliveries: EspaceDelivery[];
  statuses: StatusChoice[];
  done?: LeadDone;
  /** Why the last post was refused, shown above the form. */
  error?: string;
}

const DONE: Record<LeadDone, string> = {
  statut: 'Statut enregistré.',
  renvoi: 'Envoi relancé : il part dans les secondes qui suivent.',
  'deja-remis': 'Cet envoi n’était plus en échec : rien à relancer.',
};

const DELIVERY_STATE: Record<EspaceDelivery['state'], string> = {
  sent: 'remis',
  pending: 'en attente',
  sending: 'en cours d’envoi',
  dead: 'non remis',
};

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="inbox-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/espace/demandes/<n°>`: everything the lead holds, its status one tap away, its history and its notifications. */
export function LeadPage({ staff, lead, history, deliveries, statuses, done, error }: LeadData) {
  const action = espaceLeadHref(lead.id);
  const contact: [string, ReactNode][] = [];
  if (lead.callbackAt) contact.push(['Rappeler le', `${callbackMomentLabel(lead.callbackAt)} (heure de Paris)`]);
  if (lead.phone) {
    const call = phoneLink(lead.phone);
    contact.push(['Téléphone', <a href={call.href}>{call.text}</a>]);
  }
  if (lead.email) contact.push(['E-mail', <a href={`mailto:${lead.email}`}>{lead.email}</a>]);
  const details: [string, ReactNode][] = (
    [
      ['Cabinet', lead.practice],
      ['Ville', lead.city],
      ['Formule', lead.plan],
      ['Spécialité', lead.specialty],
      ['Reçue le', shortMoment(lead.receivedAt)],
      ['Consentement', lead.consent ? 'oui' : 'non'],
    ] as [string, string | null][]
  ).filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <InboxFrame staff={staff} section="leads" title={`Demande n° ${lead.id}`}>
      <p className="inbox-back">
        <a href={paths.espace}>← À traiter</a>
      </p>
      <h1 className="inbox-lead-title">
        <span>{whoOf(lead)}</span> <KindBadge kind={lead.kind} /> <StatusBadge status={lead.status} />
      </h1>
      <p className="inbox-summary">
        Demande n° {lead.id} · {lead.source}
        {lead.status.value === 'nouveau' ? (
          <>
            {' '}
            · <Due lead={lead} />
          </>
        ) : null}
      </p>
      {done ? (
        <p className="inbox-done" role="status">
          {DONE[done]}
        </p>
      ) : null}
      {error ? (
        <p className="inbox-error" role="alert">
          {error}
        </p>
      ) : null}
      {contact.length ? <Fields rows={contact} /> : null}

      <section className="inbox-section" aria-labelledby="statut-titre">
        <h2 id="statut-titre">Changer le statut</h2>
        <form className="inbox-status-form" method="post" action={action}>
          <input type="hidden" name="action" value="statut" />
          <label htmlFor="note">Note (facultative)</label>
          <textarea id="note" name="note" rows={2} maxLength={1000} />
          <fieldset>
            <legend>Nouveau statut</legend>
            <div className="inbox-status-buttons">
              {statuses.map((status) => (
                <button
                  key={status.value}
                  type="submit"
                  name="statut"
                  value={status.value}
                  className={`inbox-status-button inbox-status-${status.value}`}
                  aria-pressed={status.value === lead.status.value}
                >
                  {status.label}
                </button>
              ))}
            </div>
          </fieldset>
        </form>
      </section>

      {lead.message ? (
        <section className="inbox-section" aria-labelledby="message-titre">
          <h2 id="message-titre">Message</h2>
          <p className="inbox-message">{lead.message}</p>
        </section>
      ) : null}
      {details.length ? (
        <section className="inbox-section" aria-labelledby="details-titre">
          <h2 id="details-titre">Détails</h2>
          <Fields rows={details} />
        </section>
      ) : null}
      <section className="inbox-section" aria-labelledby="provenance-titre">
        <h2 id="provenance-titre">Provenance</h2>
        <Fields rows={lead.provenance} />
      </section>

      <section className="inbox-section" aria-labelledby="historique-titre">
        <h2 id="historique-titre">Historique</h2>
        <ol className="inbox-history">
          <li>
            <span className="inbox-history-what">Reçue par le site</span>
            <span className="inbox-meta">{shortMoment(lead.receivedAt)}</span>
          </li>
          {history.map((change, i) => (
            <li key={i}>
              <span className="inbox-history-what">
                <StatusBadge status={change.status} /> {`par ${change.by ?? 'la ligne de commande (leads:status)'}`}
              </span>
              <span className="inbox-meta">{shortMoment(change.at)}</span>
              {change.note ? <span className="inbox-note">{change.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>

      <section className="inbox-section" aria-labelledby="envois-titre">
        <h2 id="envois-titre">Notifications</h2>
        {deliveries.length ? (
          <ul className="inbox-deliveries">
            {deliveries.map((delivery) => (
              <li key={`${delivery.channel}-${delivery.id}`} className={`inbox-delivery-${delivery.state}`}>
                <span className="inbox-history-what">
                  {delivery.to} : <strong>{DELIVERY_STATE[delivery.state]}</strong>
                </span>
                <span className="inbox-meta">
                  {shortMoment(delivery.at)}
                  {delivery.attempts > 1 ? ` · ${delivery.attempts} essais` : ''}
                </span>
                {delivery.state === 'dead' ? (
                  <form method="post" action={action} className="inbox-retry">
                    <input type="hidden" name="action" value="renvoyer" />
                    <input type="hidden" name="canal" value={delivery.channel} />
                    <input type="hidden" name="envoi" value={String(delivery.id)} />
                    <button className="btn btn-secondary" type="submit">
                      Renvoyer
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="inbox-summary">Aucune notification pour cette demande.</p>
        )}
      </section>
    </InboxFrame>
  );
}
