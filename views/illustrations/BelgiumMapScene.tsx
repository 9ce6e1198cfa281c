import { c, type IllustrationProps } from './palette';

// Belgium and the French regions along its border (Hauts-de-France, the north of the Grand Est),
// simplified from longitude/latitude: x = (lon - 1) * 60, y = (51.9 - lat) * 94 (about 1° of
// longitude for 0.64° of latitude at 50.5° N, so that the country keeps its shape). Land cut
// by the frame runs past it, so that the rounded frame cuts it.
const NEIGHBOURS = 'M0 185 36 160 35 110 51 88 82 80 92 76 142 50 156 42 153 28 180 -9 396 -9 396 320 -6 320 -6 185Z';
const FRANCE =
  'M0 185 36 160 35 110 51 88 82 80 92 76 96 101 110 111 120 106 137 132 162 150 194 172 189 180 206 184 230 164 232 197 232 198 268 226 294 226 322 228 343 257 363 261 390 268 396 320 -6 320 -6 185Z';
const BELGIUM =
  'M92 76 142 50 174 65 195 50 212 39 231 41 246 44 254 59 270 57 291 70 278 99 282 107 301 108 316 119 324 148 308 166 298 163 289 181 285 198 294 226 268 226 232 198 232 197 230 164 206 184 189 180 194 172 162 150 137 132 120 106 110 111 96 101Z';

const BRUSSELS = { x: 201, y: 99 };
/** Cities on both sides of the border, each a dot and its name. */
const cities = [
  { name: 'Anvers', x: 204, y: 64, dx: 8, dy: -6 },
  { name: 'Liège', x: 274, y: 119, dx: 8, dy: 5 },
  { name: 'Namur', x: 232, y: 134, dx: 8, dy: 5 },
  { name: 'Lille', x: 124, y: 119, dx: -8, dy: 18, anchor: 'end' },
  { name: 'Amiens', x: 78, y: 189, dx: 8, dy: 5 },
  { name: 'Reims', x: 182, y: 248, dx: 8, dy: 5 },
  { name: 'Metz', x: 311, y: 261, dx: 8, dy: 5 },
] as const;

/**
 * The page for Belgian practices' map: Belgium whole, with the French regions along its
 * border, Brussels at the heart, and the line from the Marrakech centre arriving from the
 * south-west. Decorative: the text says it.
 */
export function BelgiumMapScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 390 310" width="390" height="310" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="belgium-map-frame">
          <rect x="0" y="0" width="390" height="310" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#belgium-map-frame)">
        <rect x="0" y="0" width="390" height="310" fill={c.mint} />
        <path d={NEIGHBOURS} fill={c.line} stroke={c.white} strokeWidth="2" strokeLinejoin="round" />
        <path d={FRANCE} fill={c.white} stroke={c.tealSoft} strokeWidth="2" strokeLinejoin="round" />
        <path d={BELGIUM} fill={c.coralWash} stroke={c.teal} strokeWidth="3" strokeLinejoin="round" />

        <path
          d={`M-10 330Q40 170 ${BRUSSELS.x} ${BRUSSELS.y}`}
          fill="none"
          stroke={c.coral}
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="1 8"
        />

        {cities.map((city) => (
          <circle key={city.name} cx={city.x} cy={city.y} r="4" fill={c.tealSoft} stroke={c.white} strokeWidth="2" />
        ))}
        <circle cx={BRUSSELS.x} cy={BRUSSELS.y} r="14" fill={c.coral} opacity="0.2" />
        <circle cx={BRUSSELS.x} cy={BRUSSELS.y} r="7" fill={c.coral} stroke={c.white} strokeWidth="3" />

        <g
          fontFamily="inherit"
          fill={c.ink}
          stroke={c.white}
          strokeWidth="4"
          paintOrder="stroke"
          strokeLinejoin="round"
        >
          {cities.map((city) => (
            <text
              key={city.name}
              x={city.x + city.dx}
              y={city.y + city.dy}
              fontSize="12"
              fontWeight="600"
              fill={c.muted}
              textAnchor={'anchor' in city ? city.anchor : 'start'}
            >
              {city.name}
            </text>
          ))}
          <text x={BRUSSELS.x + 12} y={BRUSSELS.y - 8} fontSize="15" fontWeight="700">
            Bruxelles
          </text>
          <text x="238" y="180" fontSize="18" fontWeight="800" fill={c.teal}>
            Belgique
          </text>
          <text x="60" y="230" fontSize="17" fontWeight="800">
            France
          </text>
          <text x="22" y="292" fontSize="12" fontWeight="600" fill={c.coral}>
            depuis Marrakech
          </text>
        </g>
      </g>
    </svg>
  );
}
