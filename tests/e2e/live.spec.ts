import type { Page } from '@playwright/test'

import { expect, hydrated, test } from './fixtures'
import { hideableTab } from './hidden-tab'
import { deletePost, publishPost, retitlePost } from './posts'
import { staffAuth } from './staff'
import { postFrom } from './visitors'

/**
 * Open pages follow edits (src/components/live): a page showing a post is refreshed in place
 * when an editor publishes the post, over the tab's one socket to /api/graphql, under the
 * pages' strict CSP; a hidden tab waits until it is shown again; a page that does not show it
 * is left alone, and a page following no content opens no socket.
 */

/** The router's refreshes of a page: its RSC requests (Next.js marks them with the RSC header), prefetches aside. */
function refreshesOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    const prefetch = Object.keys(headers).some((name) => name.startsWith('next-router-') && name.includes('prefetch'))
    if (headers['rsc'] === '1' && !prefetch) seen.push(request.url())
  })
  return seen
}

test('a post open in a tab shows its published title in place, scroll kept; another page is left alone', async ({
  page,
  context,
  request,
}) => {
  const slug = `live-${Date.now().toString(36)}`
  const id = await publishPost(request, {
    title: `Live first (${slug})`,
    slug,
    excerpt: 'Followed while open.',
    body: Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1} of a long post.</p>`).join(''),
  })
  try {
    await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 15_000 }).toBe(200)

    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Live first (${slug})`)
    // The socket opens once the browser is idle after hydration.
    await expect.poll(() => sockets.length).toBe(1)
    expect(new URL(sockets[0]).pathname).toBe('/api/graphql')

    const other = await context.newPage()
    const otherSockets: string[] = []
    other.on('websocket', (socket) => otherSockets.push(socket.url()))
    await other.goto('/about-us')
    await expect.poll(() => otherSockets.length).toBe(1)
    const otherRefreshes = refreshesOf(other)
    await other.evaluate(() => Object.assign(window, { liveMarker: 'other' }))

    // Scrolled into the post, and a window marker that a reload would lose.
    await page.bringToFront()
    await page.evaluate(() => {
      window.scrollTo(0, 600)
      Object.assign(window, { liveMarker: 'kept' })
    })
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(500)

    await retitlePost(request, id, `Live second (${slug})`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Live second (${slug})`)
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('kept')
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    expect(sockets).toHaveLength(1)

    // The about page shows no post: the change that refreshed the post's page did not refresh it.
    await page.waitForTimeout(1_000)
    expect(otherRefreshes).toEqual([])
    expect(await other.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('other')
    await other.close()
  } finally {
    await deletePost(request, id)
  }
})

test('a change made while the tab is hidden shows once the tab is shown again', async ({ request, baseURL }) => {
  const slug = `live-hidden-${Date.now().toString(36)}`
  const id = await publishPost(request, { title: `Hidden first (${slug})`, slug })
  // A tab of a browser that really hides it (hidden-tab.ts), not a faked document.visibilityState.
  const tab = await hideableTab()
  try {
    await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 15_000 }).toBe(200)
    const { page } = tab
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await page.goto(`${baseURL}/blog/${slug}`)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hidden first (${slug})`)
    await expect.poll(() => sockets.length).toBe(1)
    await page.evaluate(() => {
      const seen: string[] = []
      document.addEventListener('visibilitychange', () => seen.push(document.visibilityState))
      Object.assign(window, { liveMarker: 'kept', visibilitySeen: seen })
    })
    const visibility = () =>
      page.evaluate(() => [
        document.visibilityState,
        ...(window as unknown as { visibilitySeen: string[] }).visibilitySeen,
      ])

    // Another tab in front: the browser hides this one, and says so.
    await tab.hide()
    await expect.poll(visibility).toEqual(['hidden', 'hidden'])
    await retitlePost(request, id, `Hidden second (${slug})`)
    await page.waitForTimeout(2_000)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hidden first (${slug})`)

    await tab.show()
    await expect.poll(visibility).toEqual(['visible', 'hidden', 'visible'])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hidden second (${slug})`)
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('kept')
    expect(sockets).toHaveLength(1)
  } finally {
    await tab.close()
    await deletePost(request, id)
  }
})

test('a change published between the page being served and its socket opening still shows', async ({
  page,
  request,
}) => {
  const slug = `live-early-${Date.now().toString(36)}`
  const id = await publishPost(request, { title: `Early first (${slug})`, slug })
  try {
    await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 15_000 }).toBe(200)
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    // The socket waits for the browser to be idle after hydration: the page's scripts are held back meanwhile.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    // Scripts only: a stylesheet held would hold the parser too.
    const script = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')
    await page.route(script, async (route) => {
      await held
      await route.continue()
    })
    // Not to DOMContentLoaded, which waits for the deferred scripts held back.
    await page.goto(`/blog/${slug}`, { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Early first (${slug})`)
    await retitlePost(request, id, `Early second (${slug})`)
    // The change is logged (and announced to no one) before the page can open its socket.
    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).text(), { timeout: 15_000 })
      .toContain(`Early second (${slug})`)
    expect(sockets).toEqual([])
    release()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await expect.poll(() => sockets.length).toBe(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Early second (${slug})`)
  } finally {
    await deletePost(request, id)
  }
})

test('a page that follows no content opens no socket', async ({ page }) => {
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  await page.goto('/privacy-request')
  // Well past the idle moment (at most 2 s after hydration) at which a following page opens its socket.
  await page.waitForTimeout(3_000)
  expect(sockets).toEqual([])
})

test('the dashboard of a sales user says a lead that arrives while it is open, without a reload', async ({
  page,
  request,
}) => {
  const sales = { email: `live-sales-${Date.now()}@staff.example`, password: 'live-sales-password-1' }
  expect(
    (await request.post('/api/users', { data: { ...sales, roles: ['sales'] }, headers: staffAuth() })).status(),
  ).toBe(201)
  // Resolves once the dashboard's socket has sent its subscription.
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('leadReceived')) resolve()
      }),
    ),
  )
  await page.goto('/build/login')
  // The admin's login form works only once React owns it.
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(sales.email)
  await page.getByLabel(/password/i).fill(sales.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('heading', { name: 'Today at Northgrid' })).toBeVisible()
  await subscribed
  // The server takes the subscription in a moment after it is sent.
  await page.waitForTimeout(500)
  await page.evaluate(() => Object.assign(window, { liveMarker: 'dashboard' }))

  const name = `Live Visitor ${Date.now()}`
  const sent = await postFrom('127.0.0.77', '/api/forms/contact', {
    name,
    email: `live-${Date.now()}@visitor.example`,
    message: 'Please call me back.',
    page: '/contact-us',
  })
  expect(sent.status).toBe(200)
  await expect(page.getByTestId('lead-received')).toHaveText(new RegExp(`New contact lead from ${name}`))
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('dashboard')
})
