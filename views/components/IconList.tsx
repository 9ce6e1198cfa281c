import type { Card } from './CardGrid';

/**
 * Icons beside their title and sentence, without a card around them (the home
 * page's reasons and safeguards, the why page's results). `delay` staggers the
 * items' appearance when the section scrolls into view.
 */
export function IconList({
  items,
  className = 'icon-list',
  delay,
}: {
  items: readonly Card[];
  className?: string;
  delay?: (index: number) => number;
}) {
  return (
    <ul className={className}>
      {items.map(({ Icon, title, text }, index) => (
        <li key={title} data-reveal-delay={delay?.(index)}>
          <span className="card-icon" aria-hidden="true">
            <Icon focusable="false" />
          </span>
          <div>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
