import { useEffect, type ReactNode } from 'react';

/**
 * Wraps every island, on the server and in the browser alike (so the trees,
 * and their `useId` values, match): in the browser it says when React has
 * hydrated the island, so that a click held meanwhile is replayed on a live
 * widget rather than on its server-rendered HTML.
 */
export function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
