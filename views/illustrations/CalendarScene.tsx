import { c, type IllustrationProps } from './palette';

// Booked (teal), urgent slot kept free (coral) and open (mist) cells of the week.
const WEEK: ('open' | 'booked' | 'urgent')[][] = [
  ['booked', 'booked', 'open', 'booked', 'booked'],
  ['booked', 'urgent', 'booked', 'booked', 'open'],
  ['open', 'booked', 'booked', 'urgent', 'booked'],
  ['booked', 'booked', 'open', 'booked', 'booked'],
];
const FILL = { open: c.mist, booked: c.teal, urgent: c.coral } as const;

/** A week's agenda kept tidy, with a clock. Decorative. */
export function CalendarScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <circle cx="240" cy="205" r="168" fill={c.mint} />
      <circle cx="60" cy="120" r="9" fill={c.coralSoft} />
      <circle cx="430" cy="90" r="12" fill={c.line} />

      <rect x="84" y="80" width="300" height="262" rx="22" fill={c.line} />
      <rect x="78" y="72" width="300" height="262" rx="22" fill={c.white} />
      <path d="M78 94a22 22 0 0 1 22-22h256a22 22 0 0 1 22 22v34H78Z" fill={c.teal} />
      <rect x="130" y="52" width="14" height="38" rx="7" fill={c.tealDeep} />
      <rect x="312" y="52" width="14" height="38" rx="7" fill={c.tealDeep} />
      <rect x="104" y="93" width="96" height="14" rx="7" fill={c.white} opacity="0.9" />
      <rect x="292" y="93" width="60" height="14" rx="7" fill={c.white} opacity="0.45" />

      {WEEK.map((row, r) =>
        row.map((cell, d) => (
          <rect key={`${r}-${d}`} x={100 + d * 52} y={148 + r * 44} width="42" height="34" rx="8" fill={FILL[cell]} />
        )),
      )}
      <path
        d="M216 254l6 6 12-13"
        fill="none"
        stroke={c.white}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      <circle cx="388" cy="298" r="54" fill={c.white} stroke={c.teal} strokeWidth="8" />
      <path
        d="M388 266v32l22 14"
        fill="none"
        stroke={c.tealDeep}
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="388" cy="298" r="6" fill={c.coral} />
    </svg>
  );
}
