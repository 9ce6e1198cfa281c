import { useEffect } from 'react';
import { keepTabInside } from './focus';

/** Nothing to pass: the menu's markup is the header's (views/layout/Header.tsx). */
export type MobileMenuProps = Record<string, never>;

/** What lies behind the open menu: out of reach of Tab and of screen readers while it is open. */
const BEHIND = 'body > .skip-link, #contenu, .site-footer, .header-inner > :not(details)';

/**
 * Enhances the header's menu, a native <details> that works without JavaScript.
 * Once this island is live, the open menu behaves as a modal panel: focus moves
 * to its first link and stays inside (Tab and Shift+Tab cycle through the panel
 * and « Fermer »), the page behind is inert (it no longer scrolls, with or
 * without JavaScript: client/styles/layout.css), Escape closes
 * it, a link followed closes it, and focus goes back to « Menu ».
 * It renders nothing of its own: its root sits in the menu's panel, and the
 * header's menu is the one on the page.
 */
export default function MobileMenu(_props: MobileMenuProps) {
  useEffect(() => {
    const details = document.querySelector<HTMLDetailsElement>('.site-header details.menu');
    const summary = details?.querySelector<HTMLElement>(':scope > summary');
    if (!details || !summary) return undefined;

    const setBehindInert = (inert: boolean) => {
      for (const element of document.querySelectorAll<HTMLElement>(BEHIND)) element.inert = inert;
    };
    let wasOpen = false;
    const sync = () => {
      if (details.open) {
        wasOpen = true;
        setBehindInert(true);
        details.querySelector<HTMLElement>('.menu-panel nav a[href]')?.focus();
      } else if (wasOpen) {
        wasOpen = false;
        setBehindInert(false);
        summary.focus();
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (!details.open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        details.open = false;
        return;
      }
      keepTabInside(event, details);
    };
    const onClick = (event: MouseEvent) => {
      // A link of the panel: the menu closes as the page changes (or scrolls to an anchor).
      if (details.open && event.target instanceof Element && event.target.closest('.menu-panel a[href]'))
        details.open = false;
    };
    details.addEventListener('toggle', sync);
    details.addEventListener('keydown', onKey);
    details.addEventListener('click', onClick);
    // Opened before this island woke up: a tap can be quicker than the download.
    if (details.open) sync();
    return () => {
      details.removeEventListener('toggle', sync);
      details.removeEventListener('keydown', onKey);
      details.removeEventListener('click', onClick);
      setBehindInert(false);
    };
  }, []);

  return null;
}
