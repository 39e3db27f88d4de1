import { expect, test } from './fixtures'

import { SLUG_RULE } from '../../src/collections/fields'
import { deletePost, publishPost } from './posts'
import { staffAuth, withStaffSession } from './staff'

/**
 * A refused save says which fields and why, at the fields, in the production build: Payload's answer carries each
 * field's path and rule (src/lib/http/field-errors.ts), which /build needs to mark them.
 */
test('a refused save answers with each invalid field and its rule, through the production server', async ({
  request,
}) => {
  const slug = `errors-rest-${Date.now()}`
  const id = await publishPost(request, { title: `Errors through REST ${slug}`, slug })
  // Published for this test only: the sitemap test expects the dataset's posts.
  try {
    const refused = await request.patch(`/api/posts/${id}`, {
      headers: staffAuth(),
      data: { slug: 'Not A Slug', excerpt: '', _status: 'published' },
    })
    expect(refused.status()).toBe(400)
    const { errors } = (await refused.json()) as {
      errors: { name?: string; data?: { errors?: { path: string; message: string }[] } }[]
    }
    expect(errors[0].name).toBe('ValidationError')
    expect(errors[0].data?.errors).toEqual([
      expect.objectContaining({ path: 'slug', message: SLUG_RULE }),
      expect.objectContaining({ path: 'excerpt', message: 'This field is required.' }),
    ])
    const kept = await request.get(`/api/posts/${id}?depth=0`, { headers: staffAuth() })
    expect(((await kept.json()) as { slug: string }).slug).toBe(slug)
  } finally {
    await deletePost(request, id)
  }
})

test('a new post published too soon: each field marked with its rule at once, kept after the toast, gone when mended', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await withStaffSession(page, baseURL!)
  await page.goto('/build/collections/posts/create', { waitUntil: 'networkidle' })
  const autosaved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('autosave=true') && r.ok(),
    { timeout: 30_000 },
  )
  await page.locator('#field-title').fill(`Published too soon ${Date.now()}`)
  // Autosave makes the draft first and saves the title to it; Publish then goes to the document it made.
  await page.waitForURL(/\/build\/collections\/posts\/\d+/, { timeout: 30_000 })
  await autosaved
  await page.waitForLoadState('networkidle')
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await page.getByRole('button', { name: 'Publish changes' }).click()

  const field = (name: string) => page.locator(`.field-type:has(#field-${name})`)
  const marked = (name: string) => field(name).locator('.field-error')
  // The slug is proposed from the title as it is typed, so it passes its rule; the fields left empty are marked.
  await expect(page.locator('#field-slug')).toHaveValue(/^published-too-soon-\d+$/)
  await expect(marked('slug')).toHaveCount(0)
  for (const name of ['excerpt', 'authorName', 'category'])
    await expect(marked(name)).toHaveText('This field is required.')
  await expect(field('excerpt')).toHaveClass(/\berror\b/)

  // The toast goes; the marks stay until each field is mended.
  await expect(page.locator('.payload-toast-item')).toHaveCount(0, { timeout: 20_000 })
  await expect(marked('excerpt')).toHaveText('This field is required.')
  await page.locator('#field-excerpt').fill('Mended.')
  await expect(marked('excerpt')).toHaveCount(0, { timeout: 15_000 })
  await expect(marked('authorName')).toHaveText('This field is required.')
  // The draft goes with the test (and its lock with it, which the posts list would otherwise show others).
  expect((await deletePost(page.request, id)).status()).toBe(200)
})
