import fs from 'node:fs'

import type { Browser, Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { makeTestCertificate, request, startFront, type TestCertificate } from '../front'
import { firstView, isFigtree } from './drawn-fonts'
import { Processes } from './instances'

/**
 * Behind the committed front (deploy/haproxy.cfg): HTTP/2 over TLS, http redirected to https, and the typeface from a
 * first view's first paint, or on a slow line not on that view at all (DESIGN.md: no visible swap).
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

for (const path of PAGES) {
  for (const width of [412, 1280]) {
    test(`${path} at ${width} px: a first view draws its H1 in the typeface from its first paint, and keeps it`, async ({
      browser,
    }) => {
      const page = await visitor(browser, width)
      const first = await firstView(page, front(path))
      expect(isFigtree(first.atFirstPaint), `at the first paint: ${first.atFirstPaint.join(', ')}`).toBe(true)
      expect(first.after, 'the H1 changed typeface after the first paint').toEqual(first.atFirstPaint)
      await page.context().close()
    })
  }
}

test('on a slow line the face that comes late is not swapped in: the fallback for that whole view', async ({
  browser,
}) => {
  const page = await visitor(browser)
  // The file comes a second late (routing also turns the HTTP cache off), long past the 100 ms an optional face is
  // waited for.
  let requested = false
  await page.route('**/*.woff2', async (route) => {
    requested = true
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  const late = await firstView(page, front('/ecommerce-development'))
  expect(requested).toBe(true)
  expect(isFigtree(late.atFirstPaint), `at the first paint: ${late.atFirstPaint.join(', ')}`).toBe(false)
  expect(late.after, 'the H1 changed typeface after the first paint').toEqual(late.atFirstPaint)
  await page.context().close()
})
