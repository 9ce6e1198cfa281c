import { BellOff, Check } from 'lucide-react';
import { c, type IllustrationProps } from './palette';

/**
 * The doctor's desk, quiet: the phone silenced (the secretary takes the calls),
 * the stethoscope put down, tea still warm, the day's list ticked off under the
 * clock. Decorative: the text says it.
 */
export function QuietDeskScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <circle cx="244" cy="196" r="170" fill={c.mint} />
      <circle cx="70" cy="92" r="9" fill={c.coralSoft} />
      <circle cx="428" cy="300" r="11" fill={c.line} />

      {/* The clock on the wall: ten past ten */}
      <circle cx="352" cy="92" r="40" fill={c.white} stroke={c.line} strokeWidth="3" />
      <circle cx="352" cy="92" r="4" fill={c.ink} />
      <path d="M352 92l-16-12M352 92l20-20" stroke={c.ink} strokeWidth="4" strokeLinecap="round" />
      {[0, 90, 180, 270].map((angle) => (
        <rect
          key={angle}
          x="350"
          y="58"
          width="4"
          height="8"
          rx="2"
          fill={c.tealSoft}
          transform={`rotate(${angle} 352 92)`}
        />
      ))}

      {/* The day's list, ticked off */}
      <g>
        <rect x="92" y="66" width="132" height="150" rx="14" fill={c.white} stroke={c.line} strokeWidth="2" />
        <rect x="132" y="56" width="52" height="20" rx="8" fill={c.teal} />
        {[98, 134, 170].map((y, index) => (
          <g key={y}>
            <rect x="108" y={y} width="22" height="22" rx="6" fill={index < 2 ? c.teal : c.mint} />
            {index < 2 ? <Check x={111} y={y + 3} width={16} height={16} color={c.white} strokeWidth={3.2} /> : null}
            <rect x="140" y={y + 6} width={index === 1 ? 56 : 68} height="10" rx="5" fill={c.mint} />
          </g>
        ))}
      </g>

      {/* The desk */}
      <rect x="40" y="262" width="400" height="20" rx="8" fill={c.tealDeep} />
      <rect x="64" y="280" width="352" height="84" rx="8" fill={c.teal} />
      <rect x="88" y="300" width="132" height="10" rx="5" fill={c.white} opacity="0.25" />
      <rect x="260" y="300" width="132" height="10" rx="5" fill={c.white} opacity="0.25" />

      {/* The phone, silenced */}
      <g>
        <rect x="268" y="168" width="60" height="96" rx="12" fill={c.ink} />
        <rect x="274" y="178" width="48" height="72" rx="6" fill={c.white} />
        <rect x="282" y="190" width="32" height="6" rx="3" fill={c.mint} />
        <rect x="282" y="202" width="24" height="6" rx="3" fill={c.mint} />
        <circle cx="328" cy="170" r="22" fill={c.coral} />
        <BellOff x={317} y={159} width={22} height={22} color={c.white} strokeWidth={2.4} />
      </g>

      {/* The stethoscope, put down */}
      <g fill="none" strokeLinecap="round">
        <path d="M104 262c0-34 18-46 38-46s34 14 34 30" stroke={c.tealDeep} strokeWidth="6" />
        <path d="M176 246c0 10 8 16 20 16" stroke={c.tealDeep} strokeWidth="6" />
        <circle cx="206" cy="254" r="10" fill={c.coral} stroke="none" />
        <circle cx="206" cy="254" r="4" fill={c.white} stroke="none" />
      </g>

      {/* Tea, still warm */}
      <g>
        <path
          d="M362 222h44v26a16 16 0 0 1-16 16h-12a16 16 0 0 1-16-16Z"
          fill={c.white}
          stroke={c.line}
          strokeWidth="2"
        />
        <path d="M406 230c14 0 14 20 0 20" fill="none" stroke={c.line} strokeWidth="4" />
        <path
          d="M374 212c-6-8 6-12 0-20M392 212c-6-8 6-12 0-20"
          fill="none"
          stroke={c.tealSoft}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
