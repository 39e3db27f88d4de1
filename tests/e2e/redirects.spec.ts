import { expect, test, type APIRequestContext } from './fixtures'

import { deletePost, publishPost } from './posts'
import { staffAuth } from './staff'

/**
 * A renamed post keeps its old address (docs/redirects.md) in a real browser against the production build: without
 * JavaScript the 301 takes the visitor to the new address; with it, the App Router's own navigation to the old
 * address (what a link to it does on click) lands on the new one without a page load; the sitemap lists the new
 * address only. Rename, chain, loop and validation: tests/int/redirects.test.ts.
 */

// Removed after each test: other specs read the sitemap against the dataset.
const created: number[] = []
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await deletePost(request, id)
})

async function movedPost(request: APIRequestContext, name: string) {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const [from, to] = [`${name}-${stamp}-a`, `${name}-${stamp}-b`]
  const id = await publishPost(request, { title: `Moved post ${stamp}`, slug: from })
  created.push(id)
  const renamed = await request.patch(`/api/posts/${id}`, {
    data: { slug: to, _status: 'published' },
    headers: staffAuth(),
  })
  expect(renamed.status()).toBe(200)
  return { from: `/blog/${from}`, to: `/blog/${to}`, title: `Moved post ${stamp}` }
}

test('the old address answers 301 to the new one, and the sitemap lists only the new', async ({ request }) => {
  const post = await movedPost(request, 'redirect-http')
  const answer = await request.get(post.from, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers()['location']).toBe(post.to)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${post.to}</loc>`)
  expect(sitemap).not.toContain(`${post.from}</loc>`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor at the old address lands on the post at the new one', async ({ page, request }) => {
    const post = await movedPost(request, 'redirect-nojs')
    const answer = await page.goto(post.from)
    expect(answer?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(post.to)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  })
})

test('navigating in the site to the old address lands on the new one, without a page load', async ({
  page,
  request,
}) => {
  const post = await movedPost(request, 'redirect-nav')
  await page.goto('/blog')
  await page.evaluate(() => Object.assign(window, { navigationMarker: 'kept' }))
  // What a <Link> to the old address does on click: the App Router fetches the page's payload, which is redirected.
  await page.evaluate(
    (path) => (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(path),
    post.from,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  expect(new URL(page.url()).pathname).toBe(post.to)
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker)).toBe('kept')
})
