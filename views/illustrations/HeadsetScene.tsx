import { Phone } from 'lucide-react';
import { c, type IllustrationProps } from './palette';

/** A secretary with a headset, between a call and a booked slot. Decorative. */
export function HeadsetScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <circle cx="240" cy="205" r="168" fill={c.mint} />
      <circle cx="78" cy="300" r="10" fill={c.coralSoft} />
      <circle cx="420" cy="120" r="7" fill={c.tealSoft} />
      <circle cx="404" cy="330" r="12" fill={c.line} />

      {/* The secretary */}
      <path d="M138 400c0-76 44-112 102-112s102 36 102 112Z" fill={c.teal} />
      <path d="M214 290l26 32 26-32Z" fill={c.white} />
      <rect x="227" y="256" width="26" height="40" rx="11" fill={c.skinShade} />
      <ellipse cx="240" cy="210" rx="58" ry="64" fill={c.ink} />
      <ellipse cx="240" cy="222" rx="43" ry="50" fill={c.skin} />
      <path d="M196 214c-4-44 22-58 46-58 30 0 50 22 42 60-10-20-26-30-46-28-20 2-34 10-42 26Z" fill={c.ink} />
      <circle cx="224" cy="228" r="4" fill={c.ink} />
      <circle cx="257" cy="228" r="4" fill={c.ink} />
      <path d="M227 249q13 11 26 0" fill="none" stroke={c.ink} strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="213" cy="242" r="7" fill={c.coralSoft} opacity="0.55" />
      <circle cx="268" cy="242" r="7" fill={c.coralSoft} opacity="0.55" />

      {/* Headset */}
      <path d="M190 226c-6-62 106-62 100 0" fill="none" stroke={c.tealDeep} strokeWidth="9" strokeLinecap="round" />
      <rect x="178" y="210" width="22" height="38" rx="10" fill={c.tealDeep} />
      <rect x="280" y="210" width="22" height="38" rx="10" fill={c.tealDeep} />
      <path d="M192 246c2 26 16 34 36 34" fill="none" stroke={c.tealDeep} strokeWidth="6" strokeLinecap="round" />
      <circle cx="232" cy="280" r="7.5" fill={c.coral} />

      {/* An incoming call */}
      <g>
        <rect x="34" y="104" width="138" height="78" rx="18" fill={c.white} stroke={c.line} strokeWidth="2" />
        <path d="M70 182l-6 20 24-20Z" fill={c.white} />
        <circle cx="72" cy="143" r="22" fill={c.teal} />
        <Phone x={60} y={131} width={24} height={24} color={c.white} strokeWidth={2.2} />
        <rect x="104" y="130" width="52" height="9" rx="4.5" fill={c.teal} />
        <rect x="104" y="147" width="38" height="9" rx="4.5" fill={c.line} />
      </g>

      {/* A booked slot */}
      <g>
        <rect x="318" y="70" width="136" height="112" rx="18" fill={c.white} stroke={c.line} strokeWidth="2" />
        <path d="M318 88a18 18 0 0 1 18-18h100a18 18 0 0 1 18 18v12H318Z" fill={c.coral} />
        <rect x="336" y="114" width="24" height="20" rx="5" fill={c.mint} />
        <rect x="374" y="114" width="24" height="20" rx="5" fill={c.teal} />
        <rect x="412" y="114" width="24" height="20" rx="5" fill={c.mint} />
        <rect x="336" y="146" width="24" height="20" rx="5" fill={c.mint} />
        <rect x="374" y="146" width="24" height="20" rx="5" fill={c.mint} />
        <rect x="412" y="146" width="24" height="20" rx="5" fill={c.mint} />
      </g>

      <circle cx="372" cy="262" r="26" fill={c.coral} />
      <path
        d="M360 262l8 8 16-17"
        fill="none"
        stroke={c.white}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
