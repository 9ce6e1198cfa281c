/**
 * The logo's mark, a headset in a speech bubble on a 40×40 grid: the one drawing the
 * header's logo (views/components/Logo.tsx), the favicon (client/public/favicon.svg,
 * checked against it by views/components/Logo.test.tsx), the share image and the films
 * (scripts/media/) are made from.
 */
export const LOGO_BUBBLE =
  'M20 3C10.6 3 3 10.1 3 19c0 4.3 1.8 8.2 4.7 11.1L6 37l7.6-3.4A18 18 0 0 0 20 35c9.4 0 17-7.1 17-16S29.4 3 20 3Z';
export const LOGO_HEADBAND = { d: 'M12 21v-2.5a8 8 0 0 1 16 0V21', strokeWidth: 2.6 } as const;
export const LOGO_EARPIECES = [
  { x: 9.6, y: 19.5, width: 4.6, height: 7, rx: 2 },
  { x: 25.8, y: 19.5, width: 4.6, height: 7, rx: 2 },
] as const;
export const LOGO_MICROPHONE = { d: 'M28 26.5c0 2.2-2 3.5-5 3.5', strokeWidth: 2 } as const;
export const LOGO_DOT = { cx: 22, cy: 30, r: 2 } as const;

/** The mark's shapes as SVG markup (no `<svg>` around them), for images drawn outside React. */
export function logoMarkShapes({ bubble, dot, ink = '#fff' }: { bubble: string; dot: string; ink?: string }): string {
  const stroke = ({ d, strokeWidth }: { d: string; strokeWidth: number }) =>
    `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${strokeWidth}" stroke-linecap="round"/>`;
  return [
    `<path fill="${bubble}" d="${LOGO_BUBBLE}"/>`,
    stroke(LOGO_HEADBAND),
    ...LOGO_EARPIECES.map(
      ({ x, y, width, height, rx }) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="${ink}"/>`,
    ),
    stroke(LOGO_MICROPHONE),
    `<circle cx="${LOGO_DOT.cx}" cy="${LOGO_DOT.cy}" r="${LOGO_DOT.r}" fill="${dot}"/>`,
  ].join('');
}

/** client/public/favicon.svg, in the palette's teal and coral (views/illustrations/palette.ts). */
export const faviconSvg = (teal: string, coral: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${logoMarkShapes({ bubble: teal, dot: coral })}</svg>\n`;
