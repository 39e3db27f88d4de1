import { execFileSync } from 'node:child_process'

import type { Page } from '@playwright/test'

import { expect, hydrated, test } from './fixtures'

import { firstView, h1Fonts, isFigtree } from './drawn-fonts'

/**
 * The typeface (src/app/(site)/fonts.ts): preloaded, so a first view is drawn in Figtree from its first paint; and its
 * fallbacks (src/app/(site)/globals.css, DESIGN.md: "a metric-matched fallback so text does not shift"), which draw a
 * view whose face came too late (a slow line, front.spec.ts) in the room Figtree takes, so pages keep their shape.
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

const FIRST_VIEWS = ['/', '/blogs', '/contact-us']

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}x${viewport.height}: a first view is drawn in Figtree from its first paint, preloaded, and nothing moves; the next page keeps it`, async ({
    browser,
    baseURL,
  }) => {
    const views: { path: string; atFirstPaint: string[]; after: string[]; cls: number; moved: string[] }[] = []
    for (const path of FIRST_VIEWS) {
      const context = await browser.newContext({ baseURL, viewport })
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
      const drawn = await firstView(page, path)
      // next/font's preload: the face is asked for from the head, once, before anything waits on the page's load.
      expect(await page.locator('link[rel="preload"][as="font"][href$=".woff2"]').count(), `${path}: preloads`).toBe(1)
      const faces = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => r.startTime),
      )
      expect(faces, `${path}: the typeface's requests`).toHaveLength(1)
      views.push({
        path,
        ...drawn,
        ...(await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __moved: string[] }
          return { cls: w.__cls, moved: w.__moved }
        })),
      })
      if (path === FIRST_VIEWS[0]) {
        // An in-site move: the next page's headings are in the same face.
        await hydrated(page)
        await page.locator('main a[href="/new-project"]').first().click()
        await expect(page).toHaveURL(/\/new-project$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const next = await h1Fonts(page)
        expect(isFigtree(next), `/new-project after a move from /: ${next.join(', ')}`).toBe(true)
      }
      await context.close()
    }
    for (const { path, atFirstPaint, after, cls, moved } of views) {
      expect(isFigtree(atFirstPaint), `${path}: the H1 at its first paint: ${atFirstPaint.join(', ')}`).toBe(true)
      expect(after, `${path}: the H1 changed typeface after its first paint`).toEqual(atFirstPaint)
      expect(cls, `${path}: layout shift after the first paint: ${moved.join('; ')}`).toBeLessThan(0.01)
    }
  })
}
