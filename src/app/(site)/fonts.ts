import localFont from 'next/font/local'

/**
 * Figtree over Inter: 20 KB against 48 KB of Latin, which on a throttled phone share the line with the first paint.
 * Preloaded with `optional`: a page is drawn in Figtree from its first paint when the face arrives within the
 * browser's short wait (about 100 ms), otherwise in the metric-matched fallbacks (globals.css; next/font's names only
 * local(Arial), which Linux and Android lack) for that whole view, and never swapped in late.
 */
export const figtree = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  variable: '--font-figtree',
  display: 'optional',
  preload: true,
  weight: '300 900',
  adjustFontFallback: false,
})
