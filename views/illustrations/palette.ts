/** The docs/DESIGN.md palette, for the illustrations' fills (presentation attributes, CSP-safe). */
export const c = {
  ink: '#13252B',
  muted: '#51646A',
  teal: '#0E5A66',
  tealDeep: '#0B4A54',
  tealSoft: '#5E9AA3',
  coral: '#B8432B',
  coralSoft: '#E8A08C',
  coralWash: '#FFF4EF',
  mist: '#F3F8F7',
  mint: '#E6F2F0',
  line: '#D3E5E2',
  white: '#FFFFFF',
  skin: '#E9B995',
  skinShade: '#D49A74',
  skinDark: '#A8704F',
  skinDarkShade: '#8E5C40',
} as const;

export interface IllustrationProps {
  className?: string;
}
