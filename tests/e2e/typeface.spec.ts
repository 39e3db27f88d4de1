import { execFileSync } from 'node:child_process'

import type { Page } from '@playwright/test'

import { expect, hydrated, test } from './fixtures'

/**
 * The typeface's fallbacks (src/app/(site)/globals.css, DESIGN.md: "a metric-matched fallback
 * so text does not shift"): a first view is drawn in them and takes the room Figtree takes on the
 * next, so the site's pages keep their shape from one view to the next.
 *
 * A fallback is checked where its fonts are installed (fontconfig): Arial or Liberation Sans,
 * and Roboto. CI installs Liberation Sans and Roboto (.ci/run), so both are checked there.
 */
const PAGES = [
  '/',
  '/ecommerce-development',
  '/blog/two-week-sprints-explained',
  '/job/senior-web-developer',
  '/new-project',
]
/** The weights the site's text uses: body 400, font-medium, font-semibold (most headings), font-bold. */
const WEIGHTS = [400, 500, 600, 700]

function installed(postscriptName: string): boolean {
  try {
    return execFileSync('fc-list', [`:postscriptname=${postscriptName}`, 'file'], { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false // no fontconfig: no local fonts to check
  }
}
const FALLBACKS = [
  { family: 'Figtree Fallback', present: installed('ArialMT') || installed('LiberationSans') },
  { family: 'Figtree Fallback Roboto', present: installed('Roboto-Regular') },
]

/** The pages' visible text, in one string. */
async function siteText(page: Page): Promise<string> {
  let text = ''
  for (const path of PAGES) {
    await page.goto(path)
    text += ` ${await page.evaluate(() => document.body.innerText)}`
  }
  return text.replace(/\s+/g, ' ')
}

for (const { family, present } of FALLBACKS) {
  test(`"${family}" loads at every weight the site uses and is as wide as Figtree there (within 1%)`, async ({
    page,
  }) => {
    test.skip(!present, `the fonts behind "${family}" are not installed here`)
    const text = await siteText(page)
    const widths = await page.evaluate(
      async ({ family, text, weights }) => {
        const figtree = getComputedStyle(document.documentElement).getPropertyValue('--font-figtree')
        const measure = (fontFamily: string, weight: number) => {
          const span = document.createElement('span')
          span.style.cssText = `position:absolute;white-space:nowrap;font-size:40px;font-synthesis:none;font-weight:${weight}`
          span.style.fontFamily = fontFamily
          span.textContent = text
          document.body.append(span)
          const width = span.getBoundingClientRect().width
          span.remove()
          return width
        }
        const rows = []
        for (const weight of weights) {
          const figtreeFaces = await document.fonts.load(`${weight} 40px ${figtree}`)
          const faces = await document.fonts.load(`${weight} 40px '${family}'`)
          rows.push({
            weight,
            figtreeLoaded: figtreeFaces.length > 0 && figtreeFaces.every((f) => f.status === 'loaded'),
            loaded: faces.length > 0 && faces.every((f) => f.status === 'loaded'),
            ratio: measure(`'${family}', monospace`, weight) / measure(figtree, weight),
          })
        }
        return rows
      },
      { family, text, weights: WEIGHTS },
    )
    for (const row of widths) {
      expect(row.figtreeLoaded, `Figtree at ${row.weight}`).toBe(true)
      expect(row.loaded, `"${family}" at ${row.weight}: its local() sources were not found`).toBe(true)
      expect(
        Math.abs(row.ratio - 1),
        `"${family}" at ${row.weight} is ${(row.ratio * 100).toFixed(2)}% of Figtree's width`,
      ).toBeLessThan(0.01)
    }
  })
}

/** The state of Figtree's face in the page (next/font names its family; --font-figtree starts with it). */
function figtreeStatus(): FontFaceLoadStatus[] {
  const family = getComputedStyle(document.documentElement)
    .getPropertyValue('--font-figtree')
    .split(',')[0]
    .trim()
    .replace(/^["']|["']$/g, '')
  return [...document.fonts].filter((face) => face.family === family).map((face) => face.status)
}

for (const width of [412, 1280]) {
  test(`${width} px wide: a first view is drawn in the fallback, and fetching the typeface for later moves nothing`, async ({
    browser,
    baseURL,
  }) => {
    test.skip(!FALLBACKS[0].present, 'neither Arial nor Liberation Sans is installed here')
    const shifts: { path: string; cls: number; moved: string[] }[] = []
    for (const path of PAGES) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 823 : 900 } })
      const page = await context.newPage()
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __moved: string[] }
        w.__cls = 0
        w.__moved = []
        type Shift = PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
        }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            if (!entry.hadRecentInput) {
              w.__cls += entry.value
              // What moved, for the failure message.
              for (const { node, previousRect: a, currentRect: b } of entry.sources)
                w.__moved.push(
                  `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(node as Element | undefined)?.outerHTML?.slice(0, 80) ?? node?.nodeName} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`,
                )
            }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      // The page is on screen in the fallback; Figtree is not even asked for.
      await expect(page.locator('h1')).toBeVisible()
      // Once the page has loaded, and not before, the face is fetched for the next view
      // (src/components/layout/typeface.ts).
      await expect.poll(() => page.evaluate(figtreeStatus)).toEqual(['loaded'])
      const timing = await page.evaluate(() => ({
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        face: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => r.startTime),
      }))
      expect(timing.face).toHaveLength(1)
      expect(timing.face[0], 'Figtree asked for before the page had loaded').toBeGreaterThanOrEqual(timing.load)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      // Still drawn in the fallback: the first family named is not next/font's Figtree.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^["']?Figtree Fallback/)
      shifts.push({
        path,
        ...(await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __moved: string[] }
          return { cls: w.__cls, moved: w.__moved }
        })),
      })
      await context.close()
    }
    for (const { path, cls, moved } of shifts)
      expect(cls, `${path}: layout shift after the first paint: ${moved.join('; ')}`).toBeLessThan(0.01)
  })
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}x${viewport.height}: the first in-site navigation brings Figtree, applied while the page is faded out`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport })
    const page = await context.newPage()
    await page.goto('/')
    // The first view: the fallback, and Figtree fetched for later once the page has loaded.
    await expect.poll(() => page.evaluate(figtreeStatus)).toEqual(['loaded'])
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^["']?Figtree Fallback/)
    await page.evaluate(() => {
      const w = window as unknown as { faceSwaps: string[]; opacityAtFace: number[] }
      w.faceSwaps = []
      w.opacityAtFace = []
      const html = document.documentElement
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.attributeName === 'data-face-swap') w.faceSwaps.push(html.dataset.faceSwap ?? 'done')
          if (record.attributeName === 'data-face' && html.hasAttribute('data-face'))
            // How visible the page is when the face changes: every element but the loading bar.
            w.opacityAtFace.push(
              Math.max(
                ...[...document.body.children]
                  .filter((element) => !element.classList.contains('loading-bar'))
                  .map((element) => Number(getComputedStyle(element).opacity)),
              ),
            )
        }
      }).observe(html, { attributes: true, attributeFilter: ['data-face', 'data-face-swap'] })
    })

    // A click before hydration would load the next page in full.
    await hydrated(page)
    await page.locator('main a[href="/new-project"]').first().click()
    await expect(page).toHaveURL(/\/new-project$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const first = (fonts: string) =>
      fonts
        .split(',')[0]
        .trim()
        .replace(/^["']|["']$/g, '')
    const face = first(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-figtree')),
    )
    await expect
      .poll(async () => first(await page.evaluate(() => getComputedStyle(document.body).fontFamily)))
      .toBe(face)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.faceSwap ?? 'done')).toBe('done')
    const seen = await page.evaluate(() => {
      const w = window as unknown as { faceSwaps: string[]; opacityAtFace: number[] }
      return { swaps: w.faceSwaps, opacity: w.opacityAtFace }
    })
    expect(seen.opacity, `the page's opacity when the face changed: ${seen.opacity.join(', ')}`).toEqual([0])
    expect(seen.swaps).toEqual(['out', 'in', 'done'])
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).opacity)).toBe('1')

    // Applied once: the next navigation fades nothing out.
    await hydrated(page)
    await page.locator('header a[href="/"]').first().click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { faceSwaps: string[] }).faceSwaps)).toEqual([
      'out',
      'in',
      'done',
    ])
    await context.close()
  })
}
