import http from 'node:http'
import { buffer as readAll } from 'node:stream/consumers'

import { baseURL } from '../../playwright.config'
import { expect, test } from './fixtures'

/**
 * The first paint before the framework's scripts (src/lib/http/after-paint.ts): a page
 * arrives without script elements of Next.js's, the browser paints the header and the hero
 * from the HTML and the stylesheet, and only then fetches the scripts, which hydrate it.
 */
const PAGES = ['/', '/ecommerce-development', '/blog/two-week-sprints-explained', '/new-project', '/no-such-page']

for (const path of PAGES) {
  test(`${path}: the scripts are fetched after the first paint, and the page hydrates without an error`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect(html).toMatch(
      /<script data-after-paint>\(function \(urls, payload\) \{[\s\S]+\}\)\(\["\/_next\/static\/[^\]]+\](?:,"\/_page-data\/[\w-]{43}\.json\?p=[^"]+")?\)<\/script><\/body><\/html>$/,
    )
    // React's payload travels apart on the pages every visitor gets alike (src/lib/http/page-payload.ts); a miss
    // (404, not kept by shared caches) keeps it.
    const apart = path !== '/no-such-page'
    expect(html.includes('self.__next_f'), 'the payload in the document').toBe(!apart)
    expect(html.includes('"/_page-data/'), 'the payload loaded apart').toBe(apart)
    if (apart) {
      // Data, not a script: the browser fetches it as JSON, which no script policy has to allow.
      const address = /"(\/_page-data\/[^"]+)"/.exec(html)![1]
      const data = await request.get(address)
      expect(data.headers()['content-type']).toBe('application/json; charset=utf-8')
      const payload = (await data.json()) as Record<string, unknown[]>
      expect(payload.__next_f.length, "React's payload rows").toBeGreaterThan(1)
      for (const name of Object.keys(payload)) expect(['TURBOPACK', '__next_f']).toContain(name)
    }

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
        .filter((r) => /^\/(?:_next\/static\/.+\.js|_page-data\/.+\.json)$/.test(new URL(r.name).pathname))
        .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
    }))
    expect(t.fcp).toBeGreaterThan(0)
    expect(t.scripts.length).toBeGreaterThan(3)
    for (const s of t.scripts)
      expect(s.start, `${s.url} was requested before the first paint (${t.fcp} ms)`).toBeGreaterThan(t.fcp)
    expect(errors).toEqual([])
  })
}

test("a page whose payload cannot be had stays as the server wrote it: no script of Next.js's runs, no error", async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.route('**/_page-data/**', (route) => route.fulfill({ status: 404, body: 'Not found' }))
  // Not page.goto's default here, which waits for hydration.
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.waitForLoadState('load')
  await page.waitForTimeout(1_500)
  await expect(page.locator('h1')).toBeVisible()
  // Not hydrated (the loading bar is a client component), and no framework script ran to break the page.
  await expect(page.locator('.loading-bar')).not.toBeAttached()
  expect(await page.evaluate(() => 'TURBOPACK' in window || '__next_f' in window)).toBe(false)
  expect(errors).toEqual([])
})

test('a hidden page (a tab opened in the background, which does not paint) starts its scripts at once', async ({
  browser,
}) => {
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

test("a HEAD for a page carries its GET's length and encoding, from the HTML cache or not", async () => {
  // The home page (held by the HTML cache after its first view), a page asked for with a query
  // string (never cached, so Next.js answers it each time) and a miss.
  for (const path of ['/', '/?page=2', '/no-such-page']) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const ask = (method: string) => raw(path, method, { accept: 'text/html', 'accept-encoding': encoding })
      // The HTML cache compresses its copies harder than a page rendered for one request: compare
      // two answers from the same place (an edit in a parallel test can empty the cache in between).
      let [get, head] = [await ask('GET'), await ask('HEAD')]
      for (let i = 0; i < 5 && get.headers['x-html-cache'] !== head.headers['x-html-cache']; i++)
        [get, head] = [await ask('GET'), await ask('HEAD')]
      expect(head.status, `${path} ${encoding}`).toBe(get.status)
      for (const name of ['content-length', 'content-encoding', 'content-type'])
        expect(head.headers[name], `${path} ${encoding}: ${name}`).toBe(get.headers[name])
      expect(Number(get.headers['content-length']), `${path} ${encoding}`).toBe(get.body.length)
      expect(head.body.length).toBe(0)
    }
  }
})

/** One request as sent and its body as received (compressed, unlike fetch's). */
function raw(
  path: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(
        new URL(path, baseURL),
        { method, headers, agent: false },
        (res) =>
          void readAll(res).then(
            (body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
            reject,
          ),
      )
      .on('error', reject)
      .end()
  })
}
