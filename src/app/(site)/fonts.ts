import localFont from 'next/font/local'

/**
 * Figtree (variable, weights 300 to 900), self-hosted from the @fontsource-variable package.
 * Chosen over Inter by measurement: its Latin file is 20 KB against Inter's 48 KB, and on a
 * throttled phone those bytes share the line with the first paint (Lighthouse, home page, the
 * same HTML with its stylesheet inlined: performance 0.89-0.94 with Inter, 0.98-0.99 with
 * Figtree).
 *
 * The fallback that keeps text still while it loads (DESIGN.md) is in globals.css, not
 * next/font's: next/font's adjusted fallback names only local(Arial), which Linux and Android
 * do not have (there it fell through to system-ui, and a late typeface moved the page by
 * 0.07-0.16 CLS), and it has one size for every weight. globals.css has one face per weight
 * the site uses, on Arial or its metric twin Liberation Sans, and on Roboto (Android).
 *
 * `optional`: a first view shows Figtree from its first paint or not at all (issue 25: no
 * visible change of typeface once the page is on screen). The file is preloaded and comes
 * over the document's HTTP/2 connection, so it is usually there within the browser's 100 ms
 * wait; when it is not, that view stays in the metric-matched fallback and the next one,
 * from the cache, has Figtree. The face inside the stylesheet would always paint Figtree,
 * but puts about 27 KB of base64 in front of every first paint (docs/benchmarks.md).
 */
export const figtree = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  variable: '--font-figtree',
  display: 'optional',
  weight: '300 900',
  adjustFontFallback: false,
})
