import { c, type IllustrationProps } from './palette';

/** A practice's front desk, looked after: screen, phone, bell and a plant. Decorative. */
export function FrontDeskScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <rect x="20" y="24" width="440" height="340" rx="32" fill={c.mint} />
      <path d="M20 330h440v2a32 32 0 0 1-32 32H52a32 32 0 0 1-32-32Z" fill={c.line} />

      {/* The medical cross on the wall */}
      <circle cx="92" cy="96" r="34" fill={c.white} />
      <path d="M84 78h16v10h10v16h-10v10H84v-10H74V88h10Z" fill={c.coral} />

      {/* The secretary behind the desk */}
      <path d="M262 250c0-46 26-70 62-70s62 24 62 70Z" fill={c.coral} />
      <path d="M310 182l14 18 14-18Z" fill={c.white} />
      <rect x="314" y="156" width="20" height="30" rx="9" fill={c.skinDarkShade} />
      <ellipse cx="324" cy="124" rx="40" ry="44" fill={c.ink} />
      <ellipse cx="324" cy="132" rx="31" ry="36" fill={c.skinDark} />
      <path d="M292 126c-2-30 14-40 32-40 22 0 36 16 30 42-8-14-18-20-32-19s-24 6-30 17Z" fill={c.ink} />
      <circle cx="313" cy="136" r="3.2" fill={c.ink} />
      <circle cx="336" cy="136" r="3.2" fill={c.ink} />
      <path d="M316 151q8 7 16 0" fill="none" stroke={c.ink} strokeWidth="3" strokeLinecap="round" />
      <path d="M289 134c-4-44 74-44 70 0" fill="none" stroke={c.tealDeep} strokeWidth="7" strokeLinecap="round" />
      <rect x="282" y="124" width="15" height="26" rx="7" fill={c.tealDeep} />
      <path d="M290 148c2 14 10 18 22 18" fill="none" stroke={c.tealDeep} strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="314" cy="166" r="5" fill={c.white} />

      {/* Screen */}
      <rect x="112" y="150" width="128" height="86" rx="10" fill={c.ink} />
      <rect x="120" y="158" width="112" height="68" rx="5" fill={c.white} />
      <rect x="128" y="166" width="40" height="8" rx="4" fill={c.teal} />
      <rect x="128" y="182" width="96" height="8" rx="4" fill={c.mint} />
      <rect x="128" y="196" width="72" height="8" rx="4" fill={c.mint} />
      <rect x="128" y="210" width="84" height="8" rx="4" fill={c.coralSoft} />
      <rect x="168" y="236" width="16" height="14" fill={c.ink} />

      {/* The desk */}
      <rect x="60" y="246" width="360" height="20" rx="8" fill={c.tealDeep} />
      <rect x="72" y="264" width="336" height="76" rx="6" fill={c.teal} />
      <rect x="96" y="282" width="120" height="10" rx="5" fill={c.white} opacity="0.25" />
      <rect x="264" y="282" width="120" height="10" rx="5" fill={c.white} opacity="0.25" />

      {/* Bell and phone on the desk */}
      <path d="M252 246a16 16 0 0 1 32 0Z" fill={c.coral} />
      <circle cx="268" cy="226" r="4" fill={c.coral} />
      <rect x="360" y="232" width="40" height="14" rx="5" fill={c.ink} />
      <path d="M364 232c0-10 32-10 32 0" fill="none" stroke={c.ink} strokeWidth="6" strokeLinecap="round" />

      {/* Plant */}
      {/* Inside the card: its widest leaf ends 4 px before the card's edge. */}
      <g transform="translate(-22 0)">
        <path d="M420 248c-30-18-28-56-8-72 4 26 12 44 8 72Z" fill={c.teal} />
        <path d="M426 248c10-30 36-40 52-34-14 14-26 28-52 34Z" fill={c.tealSoft} />
        <path d="M416 250c-24-4-40-20-42-40 20 4 34 18 42 40Z" fill={c.tealSoft} />
        <path d="M402 248h40l-6 40h-28Z" fill={c.coral} />
      </g>
    </svg>
  );
}
