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
