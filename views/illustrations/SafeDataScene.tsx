import { Lock } from 'lucide-react';
import { c, type IllustrationProps } from './palette';

/**
 * Patients' data kept safe: a shield with its lock before the server racks of a
 * certified host, a patient's file sealed beside it. Decorative: the text says it.
 */
export function SafeDataScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <rect x="20" y="24" width="440" height="340" rx="32" fill={c.mist} />
      <circle cx="248" cy="196" r="142" fill={c.mint} />
      <circle cx="420" cy="70" r="9" fill={c.coralSoft} />
      <circle cx="64" cy="312" r="12" fill={c.line} />

      {/* The host's server racks */}
      <g>
        <rect x="276" y="92" width="148" height="212" rx="16" fill={c.tealDeep} />
        {[112, 168, 224].map((y) => (
          <g key={y}>
            <rect x="292" y={y} width="116" height="44" rx="9" fill={c.teal} />
            <circle cx="310" cy={y + 22} r="5" fill={c.mint} />
            <circle cx="326" cy={y + 22} r="5" fill={y === 168 ? c.coralSoft : c.tealSoft} />
            <rect x="346" y={y + 17} width="48" height="10" rx="5" fill={c.tealSoft} />
          </g>
        ))}
        <rect x="300" y="284" width="100" height="8" rx="4" fill={c.teal} />
      </g>

      {/* A patient's file, sealed */}
      <g>
        <rect x="66" y="120" width="132" height="168" rx="14" fill={c.white} stroke={c.line} strokeWidth="2" />
        <rect x="88" y="142" width="40" height="40" rx="10" fill={c.coralWash} />
        <path d="M103 150h10v9h9v10h-9v9h-10v-9h-9v-10h9Z" fill={c.coral} />
        <rect x="88" y="198" width="88" height="9" rx="4.5" fill={c.mint} />
        <rect x="88" y="216" width="72" height="9" rx="4.5" fill={c.mint} />
        <rect x="88" y="234" width="80" height="9" rx="4.5" fill={c.mint} />
        <rect x="88" y="252" width="52" height="9" rx="4.5" fill={c.mint} />
        <circle cx="186" cy="134" r="20" fill={c.teal} />
        <Lock x={175} y={123} width={22} height={22} color={c.white} strokeWidth={2.4} />
      </g>

      {/* The shield in front */}
      <g>
        <path
          d="M240 132l70 26v56c0 48-32 84-70 100-38-16-70-52-70-100v-56Z"
          fill={c.white}
          stroke={c.line}
          strokeWidth="2"
        />
        <path d="M240 150l54 20v44c0 38-24 66-54 80-30-14-54-42-54-80v-44Z" fill={c.teal} />
        <rect x="218" y="214" width="44" height="36" rx="8" fill={c.white} />
        <path d="M226 214v-10a14 14 0 0 1 28 0v10" fill="none" stroke={c.white} strokeWidth="7" strokeLinecap="round" />
        <circle cx="240" cy="229" r="5" fill={c.teal} />
        <rect x="238" y="230" width="4" height="10" rx="2" fill={c.teal} />
      </g>

      {/* Checked */}
      <circle cx="302" cy="318" r="24" fill={c.coral} />
      <path
        d="M291 318l8 8 14-15"
        fill="none"
        stroke={c.white}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
