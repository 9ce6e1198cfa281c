/** What Tab can reach inside a dialog or panel (media controls, frames and a disclosure's summary included). */
export const FOCUSABLE =
  'a[href], button:not([disabled]), summary, video[controls], iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A key press, from React or from the DOM. */
type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>;

/**
 * Keeps Tab and Shift+Tab inside `container` (an open modal dialog or panel):
 * from the last focusable element back to the first, and the other way round.
 */
export function keepTabInside(event: KeyPress, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
