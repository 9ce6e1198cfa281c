/** One thing a launch needs: done, or what blocks it and how to fix it. `blocks: false` is only said. */
export interface Check {
  label: string;
  ok: boolean;
  detail: string;
  fix?: string;
  blocks?: boolean;
}
