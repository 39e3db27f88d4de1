import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

/**
 * Misses (SPEC.md sections 2 and 8): every address that is no page answers 404 with the
 * whole not-found page in its HTML (the text, the way home, the site's header and footer),
 * before and without any script; and a miss is never written to the build's cache.
 */
const MISSES = [
  '/no-such-page', // unknown page or case study slug
  '/404', // SPEC.md's own route
  '/home', // the home page's slug: the page lives at /
  '/category-case-studies', // a category page's slug: it lives at /category/case-studies
  '/a/b/c/d', // deeper than any route
  '/blog/no-such-post',
  '/blog/a/b', // a post id of more than one segment (a failed validation step)
  '/job/no-such-job',
  '/category/nothing',
]

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const miss of MISSES) {
    test(`${miss} shows the not-found page with the site's header and footer`, async ({ page }) => {
      const res = await page.goto(miss)
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
      const menu = page.getByRole('navigation', { name: 'Main' })
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services')
      await expect(page.getByRole('link', { name: 'REQUEST A QUOTE' }).first()).toHaveAttribute('href', '/new-project')
      await expect(page.getByRole('contentinfo')).toContainText('Privacy policy', { ignoreCase: true })
      await expect(page).toHaveTitle(/^This page could not be found \| /)
    })
  }
})

test('the raw HTML of a miss holds the not-found page itself, not only a script payload', async ({ request }) => {
  for (const miss of MISSES) {
    const res = await request.get(miss)
    expect(res.status(), miss).toBe(404)
    const html = await res.text()
    expect(html, miss).not.toContain('id="__next_error__"')
    // Markup, not text inside a script: an element and its text, then the link, the menu and the footer.
    expect(html, miss).toMatch(/<h1[^>]*>This page could not be found<\/h1>/)
    expect(html, miss).toMatch(/<a [^>]*href="\/"[^>]*>Back to the home page<\/a>/)
    expect(html, miss).toMatch(/<nav [^>]*aria-label="Main"/)
    expect(html, miss).toMatch(/<footer[ >]/)
    expect(html, miss).toMatch(/<html [^>]*lang="en"/)
    expect(html, miss).toMatch(/<meta name="robots" content="noindex/)
  }
})

/**
 * Every file under the build's caches: Next.js's route cache (ISR pages, named by URL) and its data cache
 * (unstable_cache, named by hash).
 */
const DIST = path.resolve('.next-e2e')
function cacheFiles(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else found.push(path.relative(DIST, full))
    }
  }
  for (const dir of ['cache', 'server/route-cache', 'server/app']) walk(path.join(DIST, dir))
  return found
}

/** A data-cache entry holding an empty answer: what a lookup of an unknown slug leaves behind. */
const isEmptyAnswer = (file: string) =>
  file.startsWith('cache/fetch-cache/') && fs.readFileSync(path.join(DIST, file), 'utf8').includes('"body":"null"')

test('random addresses write nothing to the build folder', async ({ request }) => {
  expect(fs.existsSync(path.join(DIST, 'BUILD_ID')), 'the tests run from the repository root, next to the build').toBe(
    true,
  )
  const marker = `miss${Date.now().toString(36)}`
  const shapes = (n: number) => [
    `/${marker}-${n}`,
    `/blog/${marker}-${n}`,
    `/job/${marker}-${n}`,
    `/category/${marker}-${n}`,
    `/${marker}/${n}`,
  ]
  const before = new Set(cacheFiles())
  for (let n = 1; n <= 10; n++) {
    for (const url of shapes(n)) expect((await request.get(url)).status(), url).toBe(404)
  }
  const added = cacheFiles().filter((f) => !before.has(f))
  // The files the 50 misses wrote: route-cache entries carry the address in their name, a
  // data-cache entry of a miss holds an empty answer. (Other files may appear meanwhile,
  // legitimately: tests running in parallel edit content, and the pages it expires are
  // written again when next requested. Alone, this test sees no new file at all.)
  expect(added.filter((f) => f.includes(marker) || isEmptyAnswer(f))).toEqual([])
})

test.describe('the CMS admin without a session', () => {
  for (const [screen, redirect] of [
    ['/build', '/build'],
    ['/build/collections/pages', '/build/collections/pages'],
    ['/build/globals/siteSettings?tab=1', '/build/globals/siteSettings?tab=1'],
  ] as const) {
    test(`${screen} redirects to the login page, keeping the page asked for`, async ({ request }) => {
      const res = await request.get(screen, { maxRedirects: 0 })
      expect([302, 303, 307]).toContain(res.status())
      const location = new URL(res.headers()['location'], 'http://localhost')
      expect(location.pathname).toBe('/build/login')
      expect(location.searchParams.get('redirect')).toBe(redirect)
    })
  }

  test('the login page answers 200', async ({ request }) => {
    expect((await request.get('/build/login', { maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get('/build/forgot', { maxRedirects: 0 })).status()).toBe(200)
  })

  test('a stale session cookie still ends on the login page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'payload-token', value: 'not-a-valid-token', url: baseURL! }])
    await page.goto('/build/collections/pages')
    await expect(page).toHaveURL(/\/build\/login/)
    await expect(page.getByRole('button', { name: /^(login|log in|sign in)$/i })).toBeVisible()
  })
})

test.describe('the page a failed page view is answered with, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('is server HTML with the status, "Error", the way home and the site header (src/lib/http/server-error.ts sends it with 500)', async ({
    page,
    request,
  }) => {
    await page.goto('/server-error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error')
    await expect(page.getByRole('main').getByText('500', { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
    const html = await (await request.get('/server-error')).text()
    expect(html).not.toContain('__next_error__')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })
})
