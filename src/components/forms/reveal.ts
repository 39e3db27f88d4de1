/**
 * The band of the window a visitor can see: below the sticky header and above the cookie notice while it is open.
 * What is revealed lands here whatever scrolled before (the notice's own lift on focus, a tap's scroll, a smooth
 * scroll still running).
 */
function visibleBand(): { top: number; bottom: number } {
  const header = document.querySelector('header[data-header]')
  const notice = document.querySelector('[data-cookie-notice]')
  const top = header && getComputedStyle(header).position !== 'static' ? header.getBoundingClientRect().bottom : 0
  const bottom = notice ? notice.getBoundingClientRect().top : window.innerHeight
  return { top: Math.max(0, top), bottom: Math.min(window.innerHeight, bottom) }
}

/** Margin kept between what is revealed and the band's edges. */
const GAP = 12

/** Scrolls so the element's top sits just below the header; one taller than the band shows its start. */
export function placeInBand(element: HTMLElement): void {
  const band = visibleBand()
  const box = element.getBoundingClientRect()
  const fits = box.height <= band.bottom - band.top - 2 * GAP
  let delta = 0
  if (box.top < band.top + GAP || !fits) delta = box.top - (band.top + GAP)
  else if (box.bottom > band.bottom - GAP) delta = box.bottom - (band.bottom - GAP)
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: 'instant' })
}

/**
 * Focused without the browser's own scroll, then placed; placed again in the next two frames, after the cookie
 * notice's lift of a focused element and any scroll the tap or click itself started.
 */
export function revealError(element: HTMLElement | null): void {
  if (!element) return
  placeInBand(element)
  element.focus({ preventScroll: true })
  placeInBand(element)
  requestAnimationFrame(() => {
    placeInBand(element)
    requestAnimationFrame(() => placeInBand(element))
  })
}
