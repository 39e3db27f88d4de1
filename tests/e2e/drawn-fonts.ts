import type { Page } from '@playwright/test'

/** The fonts Chromium really drew the page's H1 with (DevTools protocol: platform fonts of its text). */
export async function h1Fonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((f) => f.familyName)
}

/**
 * One view of a page: the fonts of its H1 right after the H1's own first paint, and again once the page has loaded,
 * every face it knows has settled and two frames have passed to use whatever arrived late.
 */
export async function firstView(page: Page, url: string): Promise<{ atFirstPaint: string[]; after: string[] }> {
  // The H1's own first paint: a largest-contentful-paint entry for it. (The first contentful paint can come while the
  // H1 is still invisible, in the typeface's 100 ms block period.)
  await page.addInitScript(() => {
    const w = window as unknown as { __h1Painted?: boolean }
    new PerformanceObserver((list) => {
      // Text paints in one face for the whole page: the first text entry (no url) is the H1's paint too,
      // even where a longer paragraph, not the H1, is the largest text.
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[])
        if (entry.element?.closest('h1') || (entry.element && !entry.url)) w.__h1Painted = true
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as unknown as { __h1Painted?: boolean }).__h1Painted === true, undefined, {
    polling: 'raf',
  })
  const atFirstPaint = await h1Fonts(page)
  await page.waitForLoadState('load')
  await page.waitForFunction(() => [...document.fonts].every((face) => face.status !== 'loading'))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const after = await h1Fonts(page)
  return { atFirstPaint, after }
}

export const isFigtree = (fonts: string[]) => fonts.some((f) => /figtree/i.test(f))
