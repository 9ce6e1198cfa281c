import type { ReactNode } from 'react';

interface CtaBandProps {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  children: ReactNode;
  /** Under the buttons, inside the panel: « Être rappelé », say. */
  after?: ReactNode;
}

/** The closing call to action of a page: a teal panel with its buttons. */
export function CtaBand({ id, title, text, children, after }: CtaBandProps) {
  return (
    <section className="section cta-section reveal" aria-labelledby={id}>
      <div className="container">
        <div className="cta-band">
          <h2 id={id}>{title}</h2>
          {text ? <p className="cta-band-text">{text}</p> : null}
          <div className="button-row">{children}</div>
          {after}
        </div>
      </div>
    </section>
  );
}
