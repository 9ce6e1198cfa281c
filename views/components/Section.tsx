import type { ReactNode } from 'react';
import { Static } from './Static';

interface SectionProps {
  /** The id of the section's heading, which names the section. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  /** An icon above the heading. */
  icon?: ReactNode;
  lead?: ReactNode;
  /** More classes beside `section`: its background (`section-mist`), `reveal`. */
  className?: string;
  /** Made once per process (./Static.tsx) under this name: for a section of copy alone. */
  part?: string;
  children: ReactNode;
}

/** A section of a marketing page: its heading block (eyebrow, icon, title, lead), then its content. */
export function Section({ id, title, eyebrow, icon, lead, className, part, children }: SectionProps) {
  const content = (
    <div className="container">
      <div className="section-head">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        {icon ? (
          <span className="section-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h2 id={id}>{title}</h2>
        {lead ? <p className="lead">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
  const attributes = { className: className ? `section ${className}` : 'section', 'aria-labelledby': id };
  return part ? (
    <Static as="section" part={part} {...attributes}>
      {content}
    </Static>
  ) : (
    <section {...attributes}>{content}</section>
  );
}
