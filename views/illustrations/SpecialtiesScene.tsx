import { Baby, Brain, Eye, Stethoscope } from 'lucide-react';
import { c, type IllustrationProps } from './palette';

const badges = [
  { x: 66, y: 92, Icon: Stethoscope, fill: c.teal },
  { x: 392, y: 84, Icon: Eye, fill: c.coral },
  { x: 404, y: 236, Icon: Baby, fill: c.tealDeep },
  { x: 58, y: 250, Icon: Brain, fill: c.tealSoft },
];

/**
 * The practice's protocols, learnt specialty by specialty: a binder with its
 * tabs, the specialties' signs around it. Decorative: the text and the list of
 * specialties say it.
 */
export function SpecialtiesScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false">
      <circle cx="238" cy="180" r="156" fill={c.white} />
      <circle
        cx="238"
        cy="180"
        r="156"
        fill="none"
        stroke={c.line}
        strokeWidth="2"
        strokeDasharray="4 10"
        strokeLinecap="round"
      />

      {/* The binder and its tabs */}
      <g>
        <rect x="166" y="64" width="160" height="214" rx="16" fill={c.teal} />
        <rect x="322" y="88" width="22" height="36" rx="6" fill={c.coral} />
        <rect x="322" y="132" width="22" height="36" rx="6" fill={c.coralSoft} />
        <rect x="322" y="176" width="22" height="36" rx="6" fill={c.tealSoft} />
        <rect x="184" y="82" width="124" height="178" rx="10" fill={c.white} />
        <rect x="204" y="104" width="60" height="10" rx="5" fill={c.teal} />
        <rect x="204" y="128" width="84" height="8" rx="4" fill={c.mint} />
        <rect x="204" y="146" width="72" height="8" rx="4" fill={c.mint} />
        <rect x="204" y="164" width="80" height="8" rx="4" fill={c.mint} />
        <rect x="204" y="194" width="48" height="10" rx="5" fill={c.coral} />
        <rect x="204" y="216" width="84" height="8" rx="4" fill={c.mint} />
        <rect x="204" y="234" width="60" height="8" rx="4" fill={c.mint} />
        {[100, 170, 240].map((y) => (
          <circle key={y} cx="176" cy={y} r="6" fill={c.tealDeep} />
        ))}
      </g>

      {/* The specialties around it */}
      {badges.map(({ x, y, Icon, fill }) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="30" fill={fill} />
          <Icon x={x - 14} y={y - 14} width={28} height={28} color={c.white} strokeWidth={2.2} />
        </g>
      ))}
      <circle cx="128" cy="318" r="8" fill={c.coralSoft} />
      <circle cx="366" cy="320" r="6" fill={c.teal} />
    </svg>
  );
}
