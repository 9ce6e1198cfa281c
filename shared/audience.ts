/**
 * Audience measurement consent, read by the visit beacon (client/visits.ts) and
 * written by the opt-out switch of the privacy page. Browser only.
 */
export const OPT_OUT_KEY = 'secretalia:analytics-opt-out';

/** Global Privacy Control or Do Not Track: the browser already said no. */
export function browserRefusesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

export function hasOptedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === '1';
  } catch {
    // Storage disabled: no choice can have been stored.
    return false;
  }
}

/** Stores the choice; false when the browser refuses to store anything. */
export function setOptedOut(optedOut: boolean): boolean {
  try {
    if (optedOut) localStorage.setItem(OPT_OUT_KEY, '1');
    else localStorage.removeItem(OPT_OUT_KEY);
    return true;
  } catch {
    return false;
  }
}
