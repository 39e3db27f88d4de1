import fs from 'node:fs'

import type { Browser, Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { FACE_KEY } from '../../src/components/layout/typeface'
import { makeTestCertificate, request, startFront, type TestCertificate } from '../front'
import { Processes } from './instances'

/**
 * Behind the committed front (deploy/haproxy.cfg): HTTP/2 over TLS, http redirected to https, and the typeface in the
 * first paint or not on that view at all (DESIGN.md: no visible swap).
 *
 * Needs HAProxy and openssl (Debian's packages; .ci/run installs them).
 */
test.describe.configure({ mode: 'serial' })

const PORTS = { https: Number(process.env.E2E_PORT ?? 3100) + 84, http: Number(process.env.E2E_PORT ?? 3100) + 85 }
const front = (path: string) => `https://127.0.0.1:${PORTS.https}${path}`
/** Pages whose H1 is their largest paint (the test waits for that paint). */
const PAGES = ['/', '/ecommerce-development']

const processes = new Processes()
let certificate: TestCertificate

test.beforeAll(async ({ baseURL }) => {
  certificate = makeTestCertificate()
  processes.add('front', startFront(PORTS, [new URL(baseURL!).host], certificate))
  await expect
    .poll(async () => (await request(front('/'), certificate.cert).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
      intervals: [250],
    })
    .toBe(200)
})

test.afterAll(async () => {
  await processes.killAll()
  if (certificate) fs.rmSync(certificate.dir, { recursive: true, force: true })
})

/** A fresh browser context that accepts the test's certificate (its own CA, trusted by no browser). */
async function visitor(browser: Browser, width = 412): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width, height: 823 } })
  return context.newPage()
}

test('a first view through the front is HTTP/2 over TLS, with HSTS; an HTTP/1.1-only client gets HTTP/1.1', async ({
  browser,
}) => {
  const page = await visitor(browser)
  const response = await page.goto(front('/'))
  expect(response?.status()).toBe(200)
  expect((await response?.securityDetails())?.protocol).toMatch(/^TLS 1\.[23]$/)
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('navigation').map((e) => (e as PerformanceNavigationTiming).nextHopProtocol),
    ),
  ).toEqual(['h2'])
  // The stylesheet and the typeface come over the same connection, as HTTP/2 too.
  const protocols = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).nextHopProtocol),
  )
  expect(protocols.length).toBeGreaterThan(0)
  expect(new Set(protocols)).toEqual(new Set(['h2']))
  expect(response?.headers()['strict-transport-security']).toMatch(/^max-age=\d{8}/)
  await page.context().close()

  const old = await request(front('/'), certificate.cert)
  expect(old.alpn).toBe('http/1.1')
  expect(old.status).toBe(200)
  expect(old.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/)
})

test('http is redirected to the same address on https, for a browser too', async ({ browser }) => {
  const answer = await request(`http://127.0.0.1:${PORTS.http}/blogs?page=2`, certificate.cert)
  expect(answer.status).toBe(301)
  expect(answer.headers.location).toBe(front('/blogs?page=2'))
  const page = await visitor(browser)
  const response = await page.goto(`http://127.0.0.1:${PORTS.http}/about-us`)
  expect(response?.status()).toBe(200)
  expect(page.url()).toBe(front('/about-us'))
  await page.context().close()
})

/** The fonts Chromium really drew the page's H1 with (DevTools protocol: platform fonts of its text). */
async function h1Fonts(page: Page): Promise<string[]> {
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
 * One view of a page in this browser context: the fonts of the H1 right after its own first paint, and again once the
 * page has loaded, fetched the typeface for later views if it does (src/components/layout/typeface.ts) and had two
 * frames to use whatever arrived.
 */
async function view(page: Page, path: string): Promise<{ atFirstPaint: string[]; after: string[] }> {
  // The H1's own first paint: a largest-contentful-paint entry for it. (The first contentful
  // paint can come while the H1 is still invisible, in the typeface's 100 ms block period.)
  await page.addInitScript(() => {
    const w = window as unknown as { __h1Painted?: boolean }
    new PerformanceObserver((list) => {
      // Text paints in one face for the whole page: the first text entry (no url) is the H1's paint too,
      // even where a longer paragraph, not the H1, is the largest text.
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[])
        if (entry.element?.closest('h1') || (entry.element && !entry.url)) w.__h1Painted = true
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(front(path), { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as unknown as { __h1Painted?: boolean }).__h1Painted === true, undefined, {
    polling: 'raf',
  })
  const atFirstPaint = await h1Fonts(page)
  await page.waitForLoadState('load')
  // Until every face the page knows has settled (the one fetched for later views too), then two frames.
  await page.waitForFunction(() => [...document.fonts].every((face) => face.status !== 'loading'))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const after = await h1Fonts(page)
  return { atFirstPaint, after }
}

const figtree = (fonts: string[]) => fonts.some((f) => /figtree/i.test(f))

for (const path of PAGES) {
  test(`${path}: a first view never shows the typeface; the next page load shows it from its first paint`, async ({
    browser,
  }) => {
    const page = await visitor(browser)
    const first = await view(page, path)
    expect(figtree(first.atFirstPaint), `first view, at the first paint: ${first.atFirstPaint.join(', ')}`).toBe(false)
    expect(first.after, 'the H1 changed typeface after the first paint').toEqual(first.atFirstPaint)
    // Fetched for later views, and remembered.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FACE_KEY)).not.toBeNull()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-face'))).toBe(false)

    const next = await view(page, path === '/' ? '/about-us' : '/')
    expect(figtree(next.atFirstPaint), `next view, at the first paint: ${next.atFirstPaint.join(', ')}`).toBe(true)
    expect(next.after).toEqual(next.atFirstPaint)
    await page.context().close()
  })
}

test('a remembered typeface the browser no longer has is not swapped in late either', async ({ browser }) => {
  const page = await visitor(browser)
  // A browser that remembers the face but whose cache lost it (routing turns the HTTP cache off): the file comes
  // from the network a second late, long past the 100 ms an optional face is waited for.
  await page.addInitScript((key) => localStorage.setItem(key, 'figtree'), FACE_KEY)
  let requested = false
  await page.route('**/*.woff2', async (route) => {
    requested = true
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  const late = await view(page, '/ecommerce-development')
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-face'))).toBe(true)
  expect(requested).toBe(true)
  expect(figtree(late.atFirstPaint), `at the first paint: ${late.atFirstPaint.join(', ')}`).toBe(false)
  expect(late.after, 'the H1 changed typeface after the first paint').toEqual(late.atFirstPaint)
  await page.context().close()
})
