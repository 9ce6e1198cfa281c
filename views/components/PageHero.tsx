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
}

/** The top of an inner page: the page's only h1. */
export function PageHero({ id, eyebrow, title, lead, actions, art }: PageHeroProps) {
  return (
    <section className={art ? 'page-hero page-hero-art' : 'page-hero'} aria-labelledby={id}>
      <div className="container page-hero-inner">
        <div className="page-hero-text">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id={id}>{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
          {actions ? <div className="button-row">{actions}</div> : null}
        </div>
        {art ? <div className="page-hero-art-slot">{art}</div> : null}
      </div>
    </section>
  );
}
