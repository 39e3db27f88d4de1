import localFont from 'next/font/local'

/**
 * Figtree over Inter: 20 KB against 48 KB of Latin, which on a throttled phone share the line with the first paint.
 * `optional`: shown from the first paint or not at all, never swapped in. Not preloaded: a first view is drawn in the
 * metric-matched fallbacks (globals.css; next/font's names only local(Arial), which Linux and Android lack) and
 * later views in Figtree from the browser's cache (src/components/layout/typeface.ts, docs/architecture.md).
 */
export const figtree = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  variable: '--font-figtree',
  display: 'optional',
  preload: false,
  weight: '300 900',
  adjustFontFallback: false,
})
