import { expect, test } from './fixtures'

import { escapeHtml } from './dataset'
import { deletePost, publishPost, retitlePost } from './posts'
import { staffAuth } from './staff'

/**
 * The content layer's 'use cache' reads (src/lib/content, src/publish/cache/use-cache-handler.mjs)
 * in the production build: a miss is not kept, and what is published in the CMS reaches the
 * pages that read it, through the tags that publishing expires.
 */
test('a post address is a 404 until the post is published, then the post and its place in /blogs', async ({
  request,
  page,
}) => {
  const slug = `after-a-miss-${Date.now().toString(36)}`
  const title = `Published after a miss (${slug})`
  // A miss first, twice: the listing and the page have both been read for this address.
  for (let i = 0; i < 2; i++) expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
  expect(await (await request.get('/blogs')).text()).not.toContain(slug)

  const id = await publishPost(request, { title, slug, excerpt: 'Published after its address was asked for.' })
  try {
    await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 15_000 }).toBe(200)
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect
      .poll(async () => (await request.get('/blogs')).text(), { timeout: 15_000 })
      .toContain(escapeHtml(title))
  } finally {
    expect((await deletePost(request, id)).status()).toBe(200)
  }
  // Deleted: a miss again.
  await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 15_000 }).toBe(404)
})

test('an edit of a post reaches its page and /blogs; a draft save reaches neither', async ({ request }) => {
  const auth = staffAuth()
  const slug = `edited-${Date.now().toString(36)}`
  const id = await publishPost(request, { title: `First title (${slug})`, slug, excerpt: 'To be edited.' })
  try {
    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).text(), { timeout: 15_000 })
      .toContain(escapeHtml(`First title (${slug})`))
    // A draft: visitors keep the published title (the cache is not expired by draft saves, nor would a re-read show the
    // draft).
    expect(
      (
        await request.patch(`/api/posts/${id}?draft=true`, { data: { title: `Draft title (${slug})` }, headers: auth })
      ).status(),
    ).toBe(200)
    const afterDraft = await (await request.get(`/blog/${slug}`)).text()
    expect(afterDraft).toContain(escapeHtml(`First title (${slug})`))
    expect(afterDraft).not.toContain('Draft title')
    // Published: the page and the listing follow.
    await retitlePost(request, id, `Second title (${slug})`)
    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).text(), { timeout: 15_000 })
      .toContain(escapeHtml(`Second title (${slug})`))
    await expect
      .poll(async () => (await request.get('/blogs')).text(), { timeout: 15_000 })
      .toContain(escapeHtml(`Second title (${slug})`))
  } finally {
    await deletePost(request, id)
  }
})
