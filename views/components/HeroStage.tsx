import { CalendarDays, Check, PhoneIncoming } from 'lucide-react';

/** The agenda's morning: booked slots, then the one the secretary is filling. */
const slots = [
  { time: '8\u00a0h\u00a030', label: 'Consultation', kind: 'booked' },
  { time: '9\u00a0h\u00a000', label: 'Suivi', kind: 'booked' },
  { time: '9\u00a0h\u00a030', label: 'Consultation', kind: 'booked' },
  { time: '10\u00a0h\u00a000', label: 'Nouveau patient', kind: 'new' },
  { time: '10\u00a0h\u00a030', label: 'Libre', kind: 'free' },
] as const;

/**
 * What a doctor gets, shown rather than told (docs/DESIGN.md): an incoming call
 * filtered by the secretary and an agenda filling, as interface snippets in the
 * site's palette, drawn in HTML (no screenshot of a third-party tool, no person).
 * One picture for assistive technologies (`role="img"` and its label); the slot
 * that fills and the confirmation that appears move once, unless motion is reduced.
 */
export function HeroStage() {
  return (
    <div
      className="stage-snippets"
      role="img"
      aria-label="Aperçu du service : un appel entrant filtré par votre secrétaire, et un rendez-vous confirmé dans l’agenda du cabinet."
    >
      <div className="snippet snippet-call">
        <div className="snippet-head">
          <span className="snippet-icon snippet-icon-coral">
            <PhoneIncoming aria-hidden="true" focusable="false" />
          </span>
          <span className="snippet-title">
            <span className="snippet-name">Appel entrant</span>
            <span className="snippet-sub">Un patient du cabinet</span>
          </span>
          <span className="snippet-time">9&nbsp;h&nbsp;12</span>
        </div>
        <p className="snippet-text">Motif&nbsp;: renouvellement d’ordonnance</p>
        <div className="snippet-foot">
          <span className="pill pill-teal">
            <Check aria-hidden="true" focusable="false" />
            Appel filtré
          </span>
          <span className="snippet-note">Message transmis pour 12&nbsp;h&nbsp;30</span>
        </div>
      </div>

      <div className="snippet snippet-agenda">
        <div className="snippet-head">
          <span className="snippet-icon">
            <CalendarDays aria-hidden="true" focusable="false" />
          </span>
          <span className="snippet-title">
            <span className="snippet-name">Agenda du cabinet</span>
            <span className="snippet-sub">Mardi matin</span>
          </span>
        </div>
        <ul className="agenda-slots">
          {slots.map((slot) => (
            <li key={slot.time} className={`agenda-slot agenda-slot-${slot.kind}`}>
              <span className="agenda-time">{slot.time}</span>
              <span className="agenda-bar">
                <span className="agenda-label">{slot.label}</span>
                {slot.kind === 'new' ? (
                  <span className="pill pill-coral snippet-confirmed">
                    <Check aria-hidden="true" focusable="false" />
                    RDV confirmé
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
