import type { ReactNode } from 'react';

interface PageHeroProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** An illustration on the right from 960 px. */
  art?: ReactNode;
  /** A short line under the lead that answers the page's first question (the price, on the pricing page). */
  note?: ReactNode;
  /** A short band, for a page whose form must show in the first screen. */
  compact?: boolean;
}

/** The top of an inner page: the page's only h1. */
export function PageHero({ id, eyebrow, title, lead, note, actions, art, compact }: PageHeroProps) {
  const className = ['page-hero', art ? 'page-hero-art' : '', compact ? 'page-hero-compact' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container page-hero-inner">
        <div className="page-hero-text">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id={id}>{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
          {note ? <p className="page-hero-note">{note}</p> : null}
          {actions ? <div className="button-row">{actions}</div> : null}
        </div>
        {art ? <div className="page-hero-art-slot">{art}</div> : null}
      </div>
    </section>
  );
}
