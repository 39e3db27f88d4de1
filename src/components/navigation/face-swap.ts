/**
 * The brand face from the first in-site navigation on (docs/browser.md). A first view is drawn in the metric-matched
 * fallback and fetches Figtree once it has loaded (src/components/layout/typeface.ts); the next in-site navigation
 * fades the page out, marks <html data-face> while nothing is visible, and fades the new page in, so the face never
 * changes under a visitor's eyes.
 */

/** The fade before the face is applied; the page is fully hidden at its end (globals.css, `[data-face-swap]`). */
export const FACE_FADE_MS = 120

const root = () => document.documentElement

/** next/font's family for Figtree: the first name in --font-figtree. */
function faceFamily(): string {
  return getComputedStyle(root())
    .getPropertyValue('--font-figtree')
    .split(',')[0]
    .trim()
    .replace(/^["']|["']$/g, '')
}

/** Loaded into this document already, so applying it draws with it at once. */
function faceLoaded(): boolean {
  const family = faceFamily()
  if (!family || !document.fonts) return false
  return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded')
}

let fadedAt: number | null = null

/** A navigation starts: if the face is waiting to be used, the page fades out. */
export function faceSwapStart(): void {
  if (fadedAt !== null || root().hasAttribute('data-face') || !faceLoaded()) return
  fadedAt = performance.now()
  root().dataset.faceSwap = 'out'
}

/** Everything the fade covers is fully transparent now. */
function hidden(): boolean {
  return [...document.body.children]
    .filter((element) => !element.classList.contains('loading-bar'))
    .every((element) => getComputedStyle(element).opacity === '0')
}

/** The navigation ended (arrived or failed): once the page is fully faded out, the face, then the fade-in. */
export function faceSwapEnd(): void {
  if (fadedAt === null) return
  const wait = Math.max(0, fadedAt + FACE_FADE_MS - performance.now())
  fadedAt = null
  // The fade may start a frame or two after it was asked for: the face waits for its last frame (bounded).
  const apply = (framesLeft: number) => {
    if (!hidden() && framesLeft > 0) return void requestAnimationFrame(() => apply(framesLeft - 1))
    root().setAttribute('data-face', '')
    // The next frame is drawn hidden with the face; the one after starts the fade-in.
    requestAnimationFrame(() => requestAnimationFrame(() => (root().dataset.faceSwap = 'in')))
    window.setTimeout(() => delete root().dataset.faceSwap, FACE_FADE_MS * 4)
  }
  window.setTimeout(() => apply(30), wait)
}
