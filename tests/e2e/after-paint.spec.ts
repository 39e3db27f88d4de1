import { expect, test } from './fixtures'

/**
 * The first paint before the framework's scripts (src/lib/http/after-paint.ts): a page
 * arrives without script elements of Next.js's, the browser paints the header and the hero
 * from the HTML and the stylesheet, and only then fetches the scripts, which hydrate it.
 */
const PAGES = ['/', '/ecommerce-development', '/blog/two-week-sprints-explained', '/new-project', '/no-such-page']

for (const path of PAGES) {
  test(`${path}: the scripts are fetched after the first paint, and the page hydrates without an error`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect(html).toMatch(/<script data-after-paint>\(function \(urls\) \{[\s\S]+\}\)\(\["\/_next\/static\/[^\]]+\]\)<\/script><\/body><\/html>$/)

    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && errors.push(m.text()))
    await page.goto(path)
    // Hydrated: the loading bar is a client component, mounted only by React.
    await expect(page.locator('.loading-bar')).toBeAttached()

    const t = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.startsWith('/_next/static/') && r.name.endsWith('.js'))
        .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
    }))
    expect(t.fcp).toBeGreaterThan(0)
    expect(t.scripts.length).toBeGreaterThan(3)
    for (const s of t.scripts) expect(s.start, `${s.url} was requested before the first paint (${t.fcp} ms)`).toBeGreaterThan(t.fcp)
    expect(errors).toEqual([])
  })
}

test('a hidden page (a tab opened in the background, which does not paint) starts its scripts at once', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  // The page is hidden, cannot observe paints, and its timers stand still: only the loader's
  // rule for hidden pages can start the scripts (without it: never, here).
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined })
  })
  await page.goto('/')
  await expect(page.locator('.loading-bar')).toBeAttached()
  await context.close()
})
