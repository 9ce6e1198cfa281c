import { ArrowUpRight as NewTabIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { discoveryCallLabel, quoteLink } from '../../shared/site';
import { usePage } from '../context';

/** Longer than this, a last word (a web address) may need to break: the arrow goes alone. */
const MAX_GLUED_WORD = 16;

/**
 * A link that opens in a new tab and says so to everyone: the ↗ arrow for the eye,
 * the words « (nouvel onglet) » for screen readers (a visible second line made
 * every button three lines tall on a small phone). The arrow and the last word
 * are one unbreakable piece: when the words take two lines, the arrow ends the
 * second one instead of standing apart.
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const words = typeof children === 'string' ? children : null;
  // The last word joins the arrow unless it is too long to ever share a line (an address).
  const cut = words === null ? -1 : words.lastIndexOf(' ');
  const glued = words !== null && words.length - cut - 1 <= MAX_GLUED_WORD;
  return (
    <a
      href={href}
      className={className ? `${className} external-link` : 'external-link'}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="external-link-text">
        {glued ? words.slice(0, cut + 1) : children}
        <span className="new-tab">
          {glued ? words.slice(cut + 1) : null}
          {'\u00a0'}
          <NewTabIcon aria-hidden="true" focusable="false" />
          <span className="visually-hidden">(nouvel onglet)</span>
        </span>
      </span>
    </a>
  );
}

/** The discovery call (docs/DESIGN.md, « one name per action »): the scheduling page, in a new tab. */
export function DiscoveryCallLink({ className, label = discoveryCallLabel }: { className?: string; label?: string }) {
  const { bookingUrl } = usePage();
  return (
    <ExternalLink href={bookingUrl} className={className}>
      {label}
    </ExternalLink>
  );
}

/**
 * The page's two next steps, the quote first and coral, then the discovery call (docs/DESIGN.md).
 * `cta` names the place for the lead's attribution (docs/decisions/038-lead-attribution.md).
 */
export function QuoteAndCallActions({ cta }: { cta: string }) {
  return (
    <>
      <a href={quoteLink.href} className="btn btn-cta" data-cta={cta}>
        {quoteLink.label}
      </a>
      <DiscoveryCallLink className="btn btn-secondary" />
    </>
  );
}
