import type { ReactNode } from 'react';

export interface KeyFigure {
  /** The figure, large: « 80+ », « −60 % »; only the spec's claims. */
  figure: ReactNode;
  /** What it counts, right under it. */
  label: ReactNode;
  /** A claim said in words (« Dès le premier mois »), set smaller than a number so it does not pass for one. */
  claim?: boolean;
}

/** Results as results: big figures, each with its label (docs/DESIGN.md). */
export function KeyFigures({ items, className }: { items: readonly KeyFigure[]; className?: string }) {
  return (
    <ul className={className ? `key-figures ${className}` : 'key-figures'}>
      {items.map((item, index) => (
        <li
          key={index}
          className={item.claim ? 'key-figure key-figure-claim' : 'key-figure'}
          data-reveal-delay={index + 1}
        >
          <span className="key-figure-value">{item.figure}</span>
          <span className="key-figure-label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The spec's figures (docs/SPEC.md, « Claims made in the marketing copy »), in one place. */
export const claims = {
  doctors: { figure: '80+', label: 'médecins accompagnés en France et en Belgique' },
  fewerCalls: { figure: '−60\u00a0%', label: 'd’appels sur votre ligne personnelle' },
  firstMonth: {
    claim: true,
    figure: 'Dès le premier mois',
    label: 'des résultats visibles sur vos appels et votre agenda',
  },
  threeMonths: {
    claim: true,
    figure: 'Après 3\u00a0mois',
    label: 'les premiers retours des médecins sur leur organisation',
  },
} satisfies Record<string, KeyFigure>;
