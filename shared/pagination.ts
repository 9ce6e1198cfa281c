/** How many page numbers the blog's pagination shows at most (docs/SPEC.md section 9). */
export const PAGE_WINDOW_SIZE = 5;

/**
 * The page numbers to show for `current` of `pages` (docs/SPEC.md section 9): all of them
 * when there are 5 or fewer; 1 to 5 while the current page is 3 or less; the last
 * five once it is within 2 of the end; otherwise current − 2 to current + 2.
 * A current page outside 1…pages is brought back inside first.
 */
export function pageWindow(current: number, pages: number, size: number = PAGE_WINDOW_SIZE): number[] {
  const last = Math.max(1, Math.floor(pages));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const half = Math.floor(size / 2);
  let first: number;
  if (last <= size) first = 1;
  else if (page <= half + 1) first = 1;
  else if (page >= last - half) first = last - size + 1;
  else first = page - half;
  const count = Math.min(size, last);
  return Array.from({ length: count }, (_, i) => first + i);
}
