import type { ReactNode } from 'react';

/** A legal value the company has not given yet: shown as such, never guessed. */
export function ToComplete({ value, children }: { value: string | null | undefined; children?: ReactNode }) {
  if (value) return <>{value}</>;
  return <span className="to-complete">à compléter{children ? <> {children}</> : null}</span>;
}
