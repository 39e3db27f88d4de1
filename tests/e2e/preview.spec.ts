import { expect, test, type Page } from './fixtures'

import { escapeHtml } from './dataset'
import { withStaffSession } from './staff'

/**
 * Editors' preview: live preview in /build shows the draft on the real page as the
 * editor types, the "preview" link opens the draft in a new tab for a signed-in editor only,
 * leaving preview is one click, and visitors keep seeing the published page.
 *
 * A page no other spec edits, so parallel specs never publish over this draft.
 */
const SLUG = 'digital-marketing'

// One test at a time: both open the CMS as the same editor (the run's one session, global-setup.ts).
test.describe.configure({ mode: 'serial' })
const PREVIEW = `/api/preview?collection=pages&slug=${SLUG}`

/** The CMS takes its session cookie from a same-origin request only (its CSRF check): say where it comes from. */
const sameOrigin = () => ({ Origin: test.info().project.use.baseURL! })

/** The editor's session (tests/e2e/staff.ts): the CMS's own cookie, from the run's one sign-in. */
async function signIn(page: Page) {
  await withStaffSession(page, test.info().project.use.baseURL!)
  await page.goto('/build')
  await expect(page).toHaveURL(/\/build\/?$/, { timeout: 30_000 })
}

test('an editor sees a draft heading in the live preview, a visitor the published one; the preview link needs a session', async ({
  page,
  playwright,
  request,
}) => {
  test.setTimeout(120_000)
  const published = (await (await request.get(`/api/pages?where[slug][equals]=${SLUG}&depth=0`)).json()).docs[0]
  const draft = `Draft heading ${Date.now()}`
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    // Without a CMS session the preview link is refused, and sets no draft-mode cookie.
    const anonymous = await visitor.get(PREVIEW, { maxRedirects: 0 })
    expect(anonymous.status()).toBe(401)
    expect(anonymous.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')

    await signIn(page)
    await page.goto(`/build/collections/pages/${published.id}`)
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    const frame = page.frameLocator('iframe#live-preview-iframe')
    await expect(frame.locator('#page-title')).toHaveText(published.bannerTitle)

    // Typing saves a draft (autosave); the frame shows it before anything is published.
    await page.locator('#field-bannerTitle').fill(draft)
    await expect(frame.locator('#page-title')).toHaveText(draft, { timeout: 20_000 })

    // A visitor still gets the published page, from the server and in a browser.
    const html = await (await visitor.get(`/${SLUG}`)).text()
    expect(html).toContain(escapeHtml(published.bannerTitle))
    expect(html).not.toContain(draft)
    const stranger = await page.context().browser()!.newPage()
    await stranger.goto(`/${SLUG}`)
    await expect(stranger.locator('#page-title')).toHaveText(published.bannerTitle)
    await expect(stranger.getByRole('link', { name: 'Leave preview' })).toHaveCount(0)
    await stranger.close()

    // The CMS's preview link opens the draft in a new tab, with a one-click way out.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
    await expect(tab).toHaveURL(new RegExp(`/${SLUG}$`))
    await expect(tab.locator('#page-title')).toHaveText(draft)
    await tab.getByRole('link', { name: 'Leave preview' }).click()
    await expect(tab).toHaveURL(new RegExp(`/${SLUG}$`))
    await expect(tab.locator('#page-title')).toHaveText(published.bannerTitle)
    await expect(tab.getByRole('link', { name: 'Leave preview' })).toHaveCount(0)

    // A draft-mode cookie without the CMS session shows nothing but the published page.
    await tab.goto(PREVIEW)
    await expect(tab.locator('#page-title')).toHaveText(draft)
    const bypass = (await page.context().cookies()).filter((c) => c.name === '__prerender_bypass')
    expect(bypass).toHaveLength(1)
    const outsider = await page.context().browser()!.newContext()
    await outsider.addCookies(bypass)
    const outsiderPage = await outsider.newPage()
    await outsiderPage.goto(`/${SLUG}`)
    await expect(outsiderPage.locator('#page-title')).toHaveText(published.bannerTitle)
    await outsider.close()
  } finally {
    // Publish the original heading again (this also replaces the draft), with the editor's session.
    await page.request.patch(`/api/pages/${published.id}`, {
      data: { bannerTitle: published.bannerTitle, _status: 'published' },
      headers: sameOrigin(),
    })
    await visitor.dispose()
  }
})

test('a document never published opens in preview for an editor, and is a miss for visitors', async ({
  page,
  request,
  playwright,
}) => {
  await signIn(page)
  const model = (await (await request.get('/api/jobs?limit=1&depth=0')).json()).docs[0]
  const { id: _id, createdAt: _c, updatedAt: _u, _status: _s, ...fields } = model
  const slug = `preview-only-job-${Date.now()}`
  const title = `Unpublished role ${Date.now()}`
  const created = await page.request.post('/api/jobs?draft=true', {
    data: { ...fields, slug, title, _status: 'draft' },
    headers: sameOrigin(),
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    expect((await visitor.get(`/job/${slug}`)).status()).toBe(404)
    await page.goto(`/api/preview?collection=jobs&slug=${slug}`)
    await expect(page).toHaveURL(new RegExp(`/job/${slug}$`))
    await expect(page.locator('#page-title')).toHaveText(title)
    await page.getByRole('link', { name: 'Leave preview' }).click()
    await expect(page.getByRole('link', { name: 'Leave preview' })).toHaveCount(0)
    expect((await visitor.get(`/job/${slug}`)).status()).toBe(404)
  } finally {
    await page.request.delete(`/api/jobs/${id}`, { headers: sameOrigin() })
    await visitor.dispose()
  }
})

test('leaving preview goes back to a path of this site, and home for anything else, never a 500', async ({
  request,
}) => {
  const leave = async (path: string) => {
    const res = await request.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    return { status: res.status(), location: res.headers().location }
  }
  expect(await leave('/about-us')).toEqual({ status: 307, location: '/about-us' })
  expect(await leave('/blog/a%20b?x=1')).toEqual({ status: 307, location: '/blog/a%20b?x=1' })
  // Another site, scheme tricks, and characters a Location header cannot carry.
  for (const path of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/\u20ac',
    '/a\u0000b',
    '/a b',
    '/a\tb',
  ]) {
    expect(await leave(path), JSON.stringify(path)).toEqual({ status: 307, location: '/' })
  }
})
