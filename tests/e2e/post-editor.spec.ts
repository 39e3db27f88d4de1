import { expect, test, type Page } from './fixtures'

import { baseURL } from '../../playwright.config'
import { deletePost } from './posts'
import { finding, person, staffAuth, staffAxe } from './staff'

/**
 * An editor writes a post in Payload's rich-text editor (Lexical), by keyboard and toolbar: a heading and a list from
 * their Markdown shortcuts, bold from the named toolbar button; published, the article on the site carries the same
 * structure as HTML. axe on the editor in both themes, every control named.
 */
test.use({ viewport: { width: 1440, height: 900 } })
test.describe.configure({ timeout: 180_000 })

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function editorSession(page: Page): Promise<void> {
  const { token } = await person(page.request, ['editor'], 'Ed Itor')
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}

test('an editor writes a post with a heading, a list and bold text, and the site shows them as HTML', async ({
  page,
}) => {
  await editorSession(page)
  await page.goto('/build/collections/posts/create', { waitUntil: 'networkidle' })
  const title = `Written in the editor ${run}`
  const autosaved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('autosave=true') && r.ok(),
    { timeout: 30_000 },
  )
  await page.locator('#field-title').fill(title)
  // Autosave makes the draft and saves the title to it; the rest is typed once that has settled (a field typed while
  // it is in flight can be overwritten by its answer).
  await page.waitForURL(/\/build\/collections\/posts\/\d+/, { timeout: 30_000 })
  await autosaved
  await page.waitForLoadState('networkidle')
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  try {
    await expect(page.locator('#field-slug')).toHaveValue(`written-in-the-editor-${run}`)
    await page.locator('#field-excerpt').fill('A post written in the rich-text editor.')
    await page.locator('#field-authorName').fill('Ed Itor')
    await page.locator('#field-category').fill('Notes')

    const body = page.getByRole('textbox', { name: 'Body' })
    await expect(body).toBeVisible()
    await body.click()
    await page.keyboard.type('## Why it pays')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Three things matter.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('- Speed')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Trust')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Most of all ')
    // Bold from the toolbar's named button, then typed.
    await page.getByRole('button', { name: 'Bold', exact: true }).first().click()
    await page.keyboard.type('a clear offer')
    await expect(body.locator('h2')).toHaveText('Why it pays')
    await expect(body.locator('ul li')).toHaveText(['Speed', 'Trust'])
    await expect(body.locator('strong, .LexicalEditorTheme__textBold')).toHaveText('a clear offer')

    // Autosaved: the draft holds the words, so the view can be opened again in each theme.
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/posts/${id}?depth=0&draft=true`, { headers: staffAuth() })
          const draft = (await res.json()) as { body?: unknown; excerpt?: string; authorName?: string }
          return [JSON.stringify(draft.body ?? null).includes('a clear offer'), draft.excerpt, draft.authorName]
        },
        { timeout: 30_000 },
      )
      .toEqual([true, 'A post written in the rich-text editor.', 'Ed Itor'])
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.reload()
      await expect(page.locator(`html[data-theme="${scheme}"]`)).toHaveCount(1)
      await expect(page.locator('form[data-form-ready="true"]')).toBeVisible({ timeout: 30_000 })
      await expect(body.locator('h2')).toHaveText('Why it pays')
      const found = (await staffAxe(page).analyze()).violations.map(finding)
      expect(found, scheme).toEqual([])
    }

    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/posts/${id}?depth=0`, { headers: staffAuth() })
          return ((await res.json()) as { _status?: string })._status
        },
        { timeout: 30_000 },
      )
      .toBe('published')

    const article = await page.request.get(`/blog/written-in-the-editor-${run}`)
    expect(article.status()).toBe(200)
    const html = await article.text()
    expect(html).toMatch(/<h2[^>]*>Why it pays<\/h2>/)
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>Speed<\/li>\s*<li[^>]*>Trust<\/li>\s*<\/ul>/)
    expect(html).toMatch(/<strong[^>]*>a clear offer<\/strong>/)
  } finally {
    expect((await deletePost(page.request, id)).status()).toBe(200)
  }
})
