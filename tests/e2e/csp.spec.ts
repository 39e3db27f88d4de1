import { createHash } from 'node:crypto'

import { expect, hydrated, test, type APIRequestContext, type Page } from './fixtures'

import { inlineScripts } from '../../src/lib/http/csp'
import { PAGE_KINDS } from './page-kinds'
import { staffToken } from './staff'

/**
 * The strict Content-Security-Policy of the public pages (src/lib/http/csp.ts): each answer
 * vouches by hash for exactly its own inline scripts, fresh from Next.js, from the HTML
 * cache and after an edit; injected markup does not run; the site itself raises no violation.
 */
const PAGES = {
  home: '/',
  content: '/services',
  listing: '/blogs',
  'case study': '/liquor-store-transformation',
  post: '/blog/two-week-sprints-explained',
  job: '/job/engineering-manager',
  'project form': '/new-project',
  'contact form': '/contact-us',
  'privacy request form': '/privacy-request',
  'privacy policy': '/privacy-policy',
  'cookies policy': '/cookies-policy',
  terms: '/terms-conditions',
  'not found': '/no-such-page',
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const scriptSrc = (policy: string) => /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1].split(' ') ?? []
const hashesIn = (policy: string) => scriptSrc(policy).filter((s) => s.startsWith("'sha256-"))

/** The answer's policy and its own inline scripts' hashes, in document order. */
async function policyOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers })
  const policy = res.headers()['content-security-policy'] ?? ''
  const html = await res.text()
  return { res, policy, hashes: hashesIn(policy), expected: [...new Set(inlineScripts(html).map(sha))], html }
}

for (const [kind, path] of Object.entries(PAGES)) {
  test(`${kind} (${path}): the policy vouches for exactly its inline scripts, fresh and from the HTML cache`, async ({
    request,
  }) => {
    // A Range-free request with credentials bypasses the cache: Next.js renders or serves it, and server.ts hashes it.
    const fresh = await policyOf(request, path, { authorization: 'Bearer none' })
    expect(fresh.res.headers()['x-html-cache']).toBeUndefined()
    expect(fresh.hashes.length, path).toBeGreaterThan(0)
    expect(fresh.hashes).toEqual(fresh.expected)
    expect(scriptSrc(fresh.policy).slice(fresh.hashes.length)).toEqual([
      "'strict-dynamic'",
      "'unsafe-inline'",
      "'self'",
      'https:',
    ])
    for (const directive of ["object-src 'none'", "base-uri 'none'", 'report-to csp'])
      expect(fresh.policy).toContain(directive)
    expect(fresh.policy).not.toContain('unsafe-eval')
    // The JSON-LD data block is not script and needs no hash.
    if (fresh.html.includes('application/ld+json'))
      expect(fresh.hashes.length).toBeLessThan((fresh.html.match(/<script\b/g) ?? []).length)

    if (path === PAGES['not found']) return // a miss is never kept by the cache
    await expect.poll(async () => (await request.get(path)).headers()['x-html-cache'], { timeout: 15_000 }).toBe('HIT')
    const cached = await policyOf(request, path, { 'accept-encoding': 'br' })
    expect(cached.res.headers()['x-html-cache']).toBe('HIT')
    expect(cached.hashes).toEqual(cached.expected)
  })
}

test('a page edited in the CMS is served with the hashes of its new inline scripts', async ({
  request,
  playwright,
  baseURL,
}) => {
  const token = staffToken() // the run's own session (global-setup.ts): two sign-ins at once may drop one
  const auth = { Authorization: `JWT ${token}` }
  const terms = (await (await request.get('/api/pages?where[slug][equals]=terms-conditions')).json()).docs[0]
  // A visitor of its own, whom the HTML cache answers.
  const visitor = await playwright.request.newContext({ baseURL })
  const cachedCopy = () =>
    expect
      .poll(async () => (await visitor.get('/terms-conditions')).headers()['x-html-cache'], { timeout: 15_000 })
      .toBe('HIT')
  await cachedCopy()
  const before = await policyOf(visitor, '/terms-conditions')
  expect(before.hashes).toEqual(before.expected)
  const headline = `Terms edited at ${Date.now()}`
  expect(
    (await request.patch(`/api/pages/${terms.id}`, { data: { bannerTitle: headline }, headers: auth })).status(),
  ).toBe(200)
  try {
    await expect
      .poll(async () => (await visitor.get('/terms-conditions')).text(), { timeout: 15_000 })
      .toContain(headline)
    const after = await policyOf(visitor, '/terms-conditions')
    expect(after.html).toContain(headline)
    expect(after.hashes).toEqual(after.expected)
    expect(after.hashes).not.toEqual(before.hashes)
    await cachedCopy()
    const cached = await policyOf(visitor, '/terms-conditions')
    expect(cached.html).toContain(headline)
    expect(cached.hashes).toEqual(cached.expected)
  } finally {
    await request.patch(`/api/pages/${terms.id}`, { data: { bannerTitle: terms.bannerTitle }, headers: auth })
    await visitor.dispose()
  }
})

/** Every violation the page sees, kept in the page from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

const GTM = 'https://www.googletagmanager.com/**'

test('markup injected into a page does not run: inline handlers, inline script, javascript: URLs', async ({ page }) => {
  const violations = await recordViolations(page)
  const ran = () => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran)
  // Nothing in front of the injected link: the cookie notice answered, the newsletter popup dismissed.
  await page.addInitScript(() => {
    localStorage.setItem('cookie:accepted', 'false')
    localStorage.setItem('newsletter:popup', 'dismissed')
  })
  // As a hole in a sanitiser would let it through: markup in the HTML as the server sends it.
  const injected = [
    '<img src="/no-such-image.png" onerror="window.__ran = (window.__ran || []).concat(\'onerror\')">',
    '<svg onload="window.__ran = (window.__ran || []).concat(\'onload\')"></svg>',
    "<script>window.__ran = (window.__ran || []).concat('script')</script>",
  ].join('')
  await page.route('**/about-us', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('<main', `${injected}<main`)
    await route.fulfill({ response, body })
  })
  await page.goto('/about-us')
  await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(3)
  // Injected after hydration, through the DOM, as a client-side hole would.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<img src="/nope.png" onerror="window.__ran = [\'dom\']">' +
        '<a id="injected" href="javascript:window.__ran = [\'url\']">x</a>',
    ),
  )
  await page.locator('#injected').click()
  await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(5)
  expect(await ran()).toBeUndefined()
  const seen = await violations()
  expect(seen.filter((v) => v.startsWith('script-src-attr')).length).toBeGreaterThanOrEqual(3)
  expect(seen.filter((v) => v.startsWith('script-src-elem')).length).toBeGreaterThanOrEqual(2)
  // The page itself still works: React hydrated it (the fixture's goto waited for that).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a full visit with analytics accepted raises no violation: menu, tag manager, forms', async ({ page }) => {
  test.setTimeout(120_000) // six page views, each waited on until hydrated
  const violations = await recordViolations(page)
  await fakeTagManager(page)
  await page.addInitScript(() => localStorage.setItem('newsletter:popup', 'dismissed'))
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'I Agree' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtag?: boolean }).__gtag)).toBe(true)
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await page.goto('/blog/two-week-sprints-explained')
  await page.goto('/contact-us')
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: /send/i }) })
    .first()
  await expect(form).toBeVisible()
  await page.goto('/new-project')
  await page.goto('/no-such-page')
  expect(await violations()).toEqual([])
})

/** A container as the tag manager serves one: it loads further scripts of its own. */
async function fakeTagManager(page: Page) {
  await page.route(GTM, (r) =>
    r.fulfill({
      contentType: 'text/javascript',
      body:
        "window.__gtm = true; var s = document.createElement('script'); " +
        "s.src = 'https://www.googletagmanager.com/gtag/js?id=G-TEST'; document.head.appendChild(s)",
    }),
  )
  await page.route('https://www.googletagmanager.com/gtag/**', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: 'window.__gtag = true' }),
  )
}

/**
 * Every kind of public page, consent accepted and declined, raises no policy violation and no console error. Each
 * kind is visited once per consent state: the kinds in three groups, each group one browser context per state whose
 * first page answers the cookie notice. Accepted on a phone, declined on a desktop: both sizes without doubling.
 */
const KINDS = Object.entries(PAGE_KINDS)
const GROUPS = [0, 1, 2].map((g) => KINDS.filter((_, i) => i % 3 === g))
const CONSENTS = {
  accepted: { button: 'I Agree', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  declined: { button: 'Decline', viewport: { width: 1280, height: 800 } },
} as const

for (const [consent, { button, ...device }] of Object.entries(CONSENTS))
  for (const group of GROUPS) {
    const names = group.map(([kind]) => kind).join(', ')
    test(`consent ${consent}: no policy violation and no console error on ${names}`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000)
      const context = await browser.newContext({ ...device, baseURL })
      const page = await context.newPage()
      const problems: string[] = []
      let at = ''
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url } = message.location()
        // A miss: Chromium logs the document's own 404 status.
        if (at === PAGE_KINDS['not found'] && url === new URL(at, baseURL).href && /\b404\b/.test(message.text()))
          return
        problems.push(`${at}: console error: ${message.text()} (${url})`)
      })
      page.on('pageerror', (error) => problems.push(`${at}: uncaught: ${error.message}`))
      const violations = await recordViolations(page)
      await fakeTagManager(page)
      // The newsletter popup would cover the notice on a phone; it has its own tests.
      await page.addInitScript(() => localStorage.setItem('newsletter:popup', 'dismissed'))
      for (const [index, [, address]] of group.entries()) {
        at = address
        await page.goto(address)
        await hydrated(page)
        if (index === 0)
          await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: button }).click()
        if (consent === 'accepted')
          await expect.poll(() => page.evaluate(() => (window as unknown as { __gtag?: boolean }).__gtag)).toBe(true)
        // What loads later too: the sections below the fold, the live socket.
        await page.mouse.wheel(0, 20_000)
        await page.waitForLoadState('networkidle')
        for (const violation of await violations()) problems.push(`${address}: policy violation: ${violation}`)
      }
      await context.close()
      expect(problems).toEqual([])
    })
  }

test('the report endpoint takes violation reports, and refuses what is not one, too big, or too many', async ({
  request,
}) => {
  const legacy = {
    'csp-report': { 'document-uri': 'http://x/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
  }
  const ok = await request.post('/api/csp-report', {
    data: JSON.stringify(legacy),
    headers: { 'content-type': 'application/csp-report' },
  })
  expect(ok.status()).toBe(204)
  const batch = [
    {
      type: 'csp-violation',
      url: 'http://x/',
      body: { documentURL: 'http://x/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
    },
  ]
  expect(
    (
      await request.post('/api/csp-report', {
        data: JSON.stringify(batch),
        headers: { 'content-type': 'application/reports+json' },
      })
    ).status(),
  ).toBe(204)
  expect(
    (
      await request.post('/api/csp-report', {
        data: '{"nope": 1}',
        headers: { 'content-type': 'application/csp-report' },
      })
    ).status(),
  ).toBe(400)
  expect(
    (
      await request.post('/api/csp-report', { data: 'not json', headers: { 'content-type': 'application/csp-report' } })
    ).status(),
  ).toBe(400)
  expect(
    (await request.post('/api/csp-report', { data: 'x', headers: { 'content-type': 'text/plain' } })).status(),
  ).toBe(415)
  const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(40 * 1024) } })
  expect(
    (
      await request.post('/api/csp-report', { data: big, headers: { 'content-type': 'application/csp-report' } })
    ).status(),
  ).toBe(413)
  // One address's budget is 60 a minute; this test's client has used 6.
  const statuses: number[] = []
  for (let i = 0; i < 60; i++)
    statuses.push(
      (
        await request.post('/api/csp-report', {
          data: JSON.stringify(legacy),
          headers: { 'content-type': 'application/csp-report' },
        })
      ).status(),
    )
  expect(statuses).toContain(429)
})
