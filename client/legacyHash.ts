/**
 * The old site used hash routes (`/#/nos-tarifs`): send such links on to the
 * real page (`/nos-tarifs`). Only paths of this site, never another origin.
 * Returns true when the browser is leaving for the real page.
 */
export function redirectLegacyHash(): boolean {
  const { hash, origin } = window.location;
  if (!hash.startsWith('#/')) return false;
  let target: URL;
  try {
    target = new URL(hash.slice(1), origin);
  } catch {
    return false;
  }
  if (target.origin !== origin || hash.startsWith('#//')) return false;
  window.location.replace(`${target.pathname}${target.search}${target.hash}`);
  return true;
}

/**
 * An address naming a closed disclosure (`/questions-frequentes#quels-sont-vos-horaires`,
 * each question a <details> with its anchor): open it, on arrival and when the #fragment
 * changes, so that the answer is there (without JavaScript the question is shown, closed).
 */
export function openTargetDetails(): void {
  const open = () => {
    let id = '';
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return; // a malformed escape names nothing
    }
    const target = id && document.getElementById(id);
    if (target instanceof HTMLDetailsElement) target.open = true;
  };
  open();
  window.addEventListener('hashchange', open);
}
