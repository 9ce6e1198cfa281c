import { Check } from 'lucide-react';
import { c, type IllustrationProps } from './palette';

/** One plan card of the fan: its band, its title line, three ticked lines. */
function PlanCard({
  x,
  y,
  rotate,
  band,
  chosen = false,
}: {
  x: number;
  y: number;
  rotate: number;
  band: string;
  chosen?: boolean;
}) {
  return (
    <g transform={`rotate(${rotate} ${x + 80} ${y + 110})`}>
      <rect
        x={x}
        y={y}
        width="160"
        height="220"
        rx="16"
        fill={c.white}
        stroke={chosen ? c.teal : c.line}
        strokeWidth={chosen ? 4 : 2}
      />
      <rect x={x + 18} y={y + 22} width="64" height="12" rx="6" fill={band} />
      <rect x={x + 18} y={y + 44} width="44" height="16" rx="8" fill={chosen ? c.coral : c.mint} />
      {[80, 112, 144].map((dy) => (
        <g key={dy}>
          <circle cx={x + 28} cy={y + dy + 6} r="9" fill={c.mint} />
          <Check x={x + 21} y={y + dy - 1} width={14} height={14} color={c.teal} strokeWidth={3.2} />
          <rect x={x + 44} y={y + dy + 1} width={dy === 112 ? 76 : 92} height="10" rx="5" fill={c.mint} />
        </g>
      ))}
      <rect x={x + 18} y={y + 184} width="124" height="18" rx="9" fill={chosen ? c.teal : c.mist} />
    </g>
  );
}

/** Four plans, side by side, one chosen. Decorative: the plans are listed below. */
export function PlansScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 380" width="480" height="380" aria-hidden="true" focusable="false">
      <circle cx="240" cy="196" r="160" fill={c.mint} />
      <circle cx="56" cy="88" r="9" fill={c.coralSoft} />
      <circle cx="430" cy="318" r="12" fill={c.line} />
      <PlanCard x={40} y={96} rotate={-12} band={c.tealSoft} />
      <PlanCard x={280} y={96} rotate={12} band={c.tealDeep} />
      <PlanCard x={110} y={74} rotate={-5} band={c.teal} />
      <PlanCard x={200} y={66} rotate={4} band={c.coral} chosen />
      <circle cx="352" cy="86" r="22" fill={c.coral} />
      <path
        d="M342 86l7 7 13-14"
        fill="none"
        stroke={c.white}
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
