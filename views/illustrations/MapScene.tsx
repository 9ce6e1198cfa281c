import { c, type IllustrationProps } from './palette';

// Simplified outlines from longitude/latitude: x = (lon + 12) * 12 + 60, y = (52 - lat) * 16 + 40.
// Land cut by the frame runs past it (y -4 and 460, x 410), so that the rounded frame cuts it,
// not a straight edge a few pixels inside.
const FRANCE =
  'M235 55 226 57 223 61 222 70 205 80 191 82 185 78 181 93 168 91 150 94 147 103 154 107 168 112 178 116 190 134 191 142 190 158 185 176 183 178 204 187 224 192 242 193 241 181 251 176 268 179 275 182 292 173 294 171 288 147 286 136 277 133 282 126 288 112 295 110 298 94 302 88 281 80 274 79 262 70 254 67 235 59Z';
const CORSICA = 'M317 184 319 198 314 210 307 202 308 190Z';
const BELGIUM = 'M235 55 245 50 256 49 264 48 274 53 277 61 281 67 275 79 274 80 262 70 254 67 235 59Z';
const IBERIA =
  'M97 179 112 172 138 175 168 177 183 178 204 187 224 192 242 194 242 202 215 216 204 235 200 243 206 253 194 270 179 285 151 285 137 296 128 288 115 277 97 280 98 253 90 251 98 224 97 200 92 186Z';
const MOROCCO =
  'M134 299 140 298 151 309 169 307 178 310 183 315 184 341 190 358 160 379 138 400 100 413 100 460 32 460 60 424 71 416 82 402 89 386 87 368 93 355 102 340 113 334 122 328 130 312Z';
const UK = 'M136 71 162 62 192 60 221 54 225 32 208 -4 149 -4 149 19 140 43 168 50 150 53Z';
const EUROPE =
  'M252 46 308 14 326 -4 410 -4 410 136 368 142 352 165 367 176 410 208 410 264 391 264 385 229 348 202 326 170 308 162 294 171 288 152 276 133 295 110 302 88 277 61 274 53Z';
const ALGERIA =
  'M183 315 184 341 190 358 160 379 138 400 100 413 100 460 410 460 410 272 324 275 307 282 240 283 204 298 183 310Z';

const MARRAKECH = { x: 108, y: 366 };
const PARIS = { x: 232, y: 90 };
const BRUSSELS = { x: 256, y: 58 };

/** A map from the Marrakech centre to France and Belgium. Decorative: the text says it. */
export function MapScene({ className = 'illustration' }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 400 454" width="400" height="454" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="map-frame">
          <rect x="0" y="0" width="400" height="454" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#map-frame)">
        <rect x="0" y="0" width="400" height="454" fill={c.mint} />
        <g stroke={c.white} strokeWidth="2" strokeLinejoin="round" fill={c.line}>
          <path d={UK} />
          <path d={EUROPE} />
          <path d={IBERIA} />
          <path d={ALGERIA} />
        </g>
        <path d={MOROCCO} fill={c.coralWash} stroke={c.coralSoft} strokeWidth="2.5" strokeLinejoin="round" />
        <g fill={c.white} stroke={c.teal} strokeWidth="2.5" strokeLinejoin="round">
          <path d={FRANCE} />
          <path d={CORSICA} />
          <path d={BELGIUM} />
        </g>

        <g fill="none" stroke={c.coral} strokeWidth="3" strokeLinecap="round" strokeDasharray="1 8">
          <path d={`M${MARRAKECH.x} ${MARRAKECH.y}Q30 210 ${PARIS.x} ${PARIS.y}`} />
          <path d={`M${MARRAKECH.x} ${MARRAKECH.y}Q60 140 ${BRUSSELS.x} ${BRUSSELS.y}`} />
        </g>

        <circle cx={PARIS.x} cy={PARIS.y} r="6" fill={c.teal} stroke={c.white} strokeWidth="2.5" />
        <circle cx={BRUSSELS.x} cy={BRUSSELS.y} r="6" fill={c.teal} stroke={c.white} strokeWidth="2.5" />
        <circle cx={MARRAKECH.x} cy={MARRAKECH.y} r="18" fill={c.coral} opacity="0.2" />
        <circle cx={MARRAKECH.x} cy={MARRAKECH.y} r="8.5" fill={c.coral} stroke={c.white} strokeWidth="3" />

        <g
          fontFamily="inherit"
          fontWeight="700"
          fill={c.ink}
          stroke={c.white}
          strokeWidth="4"
          paintOrder="stroke"
          strokeLinejoin="round"
        >
          <text x="206" y="144" fontSize="17">
            France
          </text>
          <text x="286" y="44" fontSize="15">
            Belgique
          </text>
          <text x="126" y="372" fontSize="17">
            Marrakech
          </text>
          <text x="126" y="391" fontSize="13" fontWeight="600" fill={c.muted}>
            notre centre
          </text>
        </g>
      </g>
    </svg>
  );
}
