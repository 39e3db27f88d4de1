/** For what cannot read the CSS tokens of globals.css (generated images, standalone SVG): keep the two in step. */
export const BRAND = {
  ink: '#0d1b2e',
  gold: '#f2c14e',
  accent: '#c2410c',
  accentStrong: '#9a3412',
} as const
