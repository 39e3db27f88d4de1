import { expect, test } from './fixtures'

test('every response carries the security headers, and no X-Powered-By', async ({ request }) => {
  for (const path of [
    '/',
    '/blog/two-week-sprints-explained',
    '/api/pages?limit=1',
    '/no-such-page',
    '/build/login',
    '/sitemap.xml',
  ]) {
    const res = await request.get(path)
    const h = res.headers()
    // Framed by its own origin only (the CMS's live preview), never by another site.
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect(h['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(h['content-security-policy'], path).toContain("object-src 'none'")
    expect(h['x-content-type-options'], path).toBe('nosniff')
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy'], path).toContain('camera=()')
    expect(h['strict-transport-security'], path).toMatch(/max-age=\d{8}/)
    expect(h['x-powered-by'], path).toBeUndefined()
  }
})

test('repeat views answered from the HTML cache carry the same headers, compressed with brotli', async ({
  request,
}) => {
  for (const path of ['/', '/blog/two-week-sprints-explained']) {
    const first = await request.get(path)
    await expect.poll(async () => (await request.get(path)).headers()['x-html-cache'], path).toBe('HIT')
    const cached = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(cached.headers()['content-encoding'], path).toBe('br')
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
      'cache-control',
      'etag',
      'content-type',
      'vary',
    ]) {
      expect(cached.headers()[name], `${path} ${name}`).toBe(first.headers()[name])
    }
    expect(cached.headers()['x-powered-by']).toBeUndefined()
    expect(await cached.text()).toBe(await first.text())
  }
})

test('the policy names the tag manager only because a container id is configured', async ({ request }) => {
  // Pages trust no host for script ('strict-dynamic' from hashed scripts: csp.spec.ts), but may talk to it.
  const page = (await request.get('/')).headers()['content-security-policy']
  expect(page).toMatch(/connect-src [^;]*https:\/\/www\.googletagmanager\.com/)
  expect(page).not.toContain('unsafe-eval')
  const general = (await request.get('/build/login')).headers()['content-security-policy']
  expect(general).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
  expect(general).not.toContain('unsafe-eval')
})

test('HTML revalidates; hashed assets are immutable', async ({ request, page }) => {
  const html = await request.get('/services')
  expect(html.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate/)
  // A browser or CDN holding the page revalidates it with its ETag and gets an empty 304.
  const etag = html.headers()['etag']
  expect(etag).toBeTruthy()
  const again = await request.get('/services', { headers: { 'if-none-match': etag } })
  expect(again.status()).toBe(304)
  expect(await again.body()).toHaveLength(0)
  const assets: string[] = []
  page.on('response', (r) => r.url().includes('/_next/static/') && assets.push(r.url()))
  await page.goto('/services')
  expect(assets.length).toBeGreaterThan(0)
  const asset = await request.get(assets[0])
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('public pages ask for no client hints (no second request on a first visit); the admin may', async ({
  request,
}) => {
  expect((await request.get('/')).headers()['critical-ch']).toBeUndefined()
  expect((await request.get('/build/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the staff app is isolated from other windows (COOP); public pages are not put in a group of their own', async ({
  request,
}) => {
  expect((await request.get('/build/login')).headers()['cross-origin-opener-policy']).toBe('same-origin')
  for (const path of ['/', '/blog/two-week-sprints-explained'])
    expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBeUndefined()
})
