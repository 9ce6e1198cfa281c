import type { ReactNode, Ref } from 'react';

/**
 * The quote page's picker: a disclosure whose summary says the plan chosen
 * (« Formule : COLLECTIF · modifier ») and opens on the cards, with or without
 * JavaScript. Open from the start when no plan was carried to the page.
 */
export function PlanPicker({
  choice,
  collapsed,
  pickerRef,
  children,
}: {
  choice: string;
  collapsed: boolean;
  pickerRef: Ref<HTMLDetailsElement>;
  children: ReactNode;
}) {
  return (
    <details ref={pickerRef} className="plan-picker" open={!collapsed}>
      <summary className="plan-picker-summary">
        <span>
          Formule&nbsp;: <strong className="plan-picker-choice">{choice}</strong>
        </span>
        <span className="plan-picker-toggle" aria-hidden="true">
          <span className="when-closed">modifier</span>
          <span className="when-open">masquer</span>
        </span>
      </summary>
      {children}
    </details>
  );
}
