/**
 * Figtree only where it can be there from the first paint (DESIGN.md, docs/browser.md). A first view is drawn in the
 * metric-matched fallbacks and never changes face; once it has loaded, the face is fetched into the browser's cache
 * (applied to nothing on that view) and remembered, and the next page load marks <html data-face> before its first
 * paint, which is what puts Figtree into --font-sans (globals.css). `font-display: optional` still keeps a face the
 * cache has lost from arriving late. Without scripts, the fallbacks throughout. ES5, in the head, before the body.
 */
export const FACE_KEY = 'northgrid-face'

export function typefaceScript(fontFamily: string): string {
  const family = fontFamily
    .split(',')[0]
    .trim()
    .replace(/^["']|["']$/g, '')
  return `(function (f, k) {
  var d = document, h = d.documentElement
  try { if (localStorage.getItem(k) === f) h.setAttribute('data-face', '') } catch (e) {}
  if (h.hasAttribute('data-face') || !d.fonts) return
  addEventListener('load', function () {
    setTimeout(function () {
      d.fonts.forEach(function (face) {
        if (face.family.replace(/["']/g, '') !== f) return
        face.load().then(function () { try { localStorage.setItem(k, f) } catch (e) {} }, function () {})
      })
    }, 0)
  })
})(${JSON.stringify(family)}, ${JSON.stringify(FACE_KEY)})`
}
