import { callbackMomentLabel } from '../../../shared/callback';
import { espaceLeadHref } from '../../../shared/paths';
import { dueLabel, KIND_WORD, phoneLink, shortMoment } from './format';
import type { EspaceCallback, EspaceLead } from './model';

/** Who sent it, in one line: the name, else (a callback without one) the number. */
export const whoOf = (lead: EspaceLead) => lead.name || lead.phone || `Demande n° ${lead.id}`;

/** What it is about: the plan, else the speciality, else the practice. */
const subjectOf = (lead: EspaceLead) =>
  [lead.plan ? `Formule ${lead.plan}` : null, lead.specialty, lead.practice, lead.city].filter(Boolean).join(' · ');

export function KindBadge({ kind }: { kind: EspaceLead['kind'] }) {
  return <span className={`inbox-kind inbox-kind-${kind}`}>{KIND_WORD[kind]}</span>;
}

export function StatusBadge({ status }: { status: EspaceLead['status'] }) {
  return <span className={`inbox-status inbox-status-${status.value}`}>{status.label}</span>;
}

/** When the reply is due by the promise, in red once past it. */
export function Due({ lead }: { lead: EspaceLead }) {
  if (!lead.dueAt) return null;
  const due = dueLabel(lead.dueAt, lead.lateMs);
  return <span className={due.late ? 'inbox-due inbox-late' : 'inbox-due'}>{due.text}</span>;
}

/** One lead in a list: the whole card opens its page. */
export function LeadCard({ lead, showStatus = false }: { lead: EspaceLead; showStatus?: boolean }) {
  const subject = subjectOf(lead);
  return (
    <li className="inbox-card">
      <a className="inbox-card-link" href={espaceLeadHref(lead.id)}>
        <span className="inbox-card-top">
          <KindBadge kind={lead.kind} />
          <span className="inbox-who">{whoOf(lead)}</span>
          {showStatus ? <StatusBadge status={lead.status} /> : null}
        </span>
        {subject ? <span className="inbox-subject">{subject}</span> : null}
        <span className="inbox-meta">
          {lead.source} · reçue {shortMoment(lead.receivedAt)}
          {lead.notification === 'dead' ? <strong className="inbox-late"> · notification non remise</strong> : null}
        </span>
        {lead.status.value === 'nouveau' ? <Due lead={lead} /> : null}
      </a>
    </li>
  );
}

const WHEN_WORD = { today: 'aujourd’hui', later: 'à venir', past: 'moment passé' } as const;

/** A callback to make: its moment first, the number one tap away, the card to its page. */
export function CallbackCard({ lead }: { lead: EspaceCallback }) {
  const call = lead.phone ? phoneLink(lead.phone) : null;
  return (
    <li className={`inbox-card inbox-callback inbox-callback-${lead.when}`}>
      <a className="inbox-card-link" href={espaceLeadHref(lead.id)}>
        <span className="inbox-card-top">
          <span className="inbox-when">{WHEN_WORD[lead.when]}</span>
          <span className="inbox-who">{callbackMomentLabel(lead.callbackAt)}</span>
        </span>
        <span className="inbox-subject">{lead.name || 'Nom non donné'}</span>
        <span className="inbox-meta">
          {lead.source} · demandé {shortMoment(lead.receivedAt)}
        </span>
      </a>
      {call ? (
        <a className="btn btn-secondary inbox-call" href={call.href}>
          {`Appeler\u00a0le\u00a0${call.text}`}
        </a>
      ) : null}
    </li>
  );
}
