import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Card {
  Icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** A figure set before the title, as on the results of the "why" page (`−60 %`). */
  figure?: string;
}

/**
 * A grid of cards, each an icon, a title and a sentence. With `reveal`, the
 * cards appear one after the other as the section scrolls into view.
 */
export function CardGrid({
  cards,
  columns,
  tone,
  reveal = false,
}: {
  cards: readonly Card[];
  columns: 3 | 4;
  tone?: 'white';
  reveal?: boolean;
}) {
  return (
    <ul className={`card-grid card-grid-${columns}`}>
      {cards.map(({ Icon, title, text, figure }, index) => (
        <li
          key={title}
          className={['card', tone === 'white' && 'card-white', figure && 'result-card'].filter(Boolean).join(' ')}
          data-reveal-delay={reveal ? index + 1 : undefined}
        >
          <span className="card-icon" aria-hidden="true">
            <Icon focusable="false" />
          </span>
          {figure ? (
            <h3>
              <span className="result-figure">{figure}</span> {title}
            </h3>
          ) : (
            <h3>{title}</h3>
          )}
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
