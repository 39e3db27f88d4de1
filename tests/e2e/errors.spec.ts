import { expect, test } from './fixtures'

import { staffAuth } from './staff'

for (const path of [
  '/no-such-page',
  '/404',
  '/a/b/c',
  '/a/b/c/d',
  '/blog/no-such-post',
  '/job/no-such-job',
  '/category/nothing',
  '/home',
]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const res = await page.goto(path)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    // The visitor who followed a broken link keeps the site's menu (and footer) once the scripts run.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
}

test('the way home from the not-found page leads to the home page', async ({ page }) => {
  await page.goto('/no-such-page')
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be found')
})

test('a page published after the build is served at once; once deleted it is a miss again', async ({ request }) => {
  const auth = staffAuth()
  const model = (
    await (await request.get('/api/pages?where[slug][equals]=privacy-policy&depth=0', { headers: auth })).json()
  ).docs[0]
  const slug = `published-after-build-${Date.now().toString(36)}`
  // A miss first: the server has seen this address before the page exists.
  expect((await request.get(`/${slug}`)).status()).toBe(404)
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = model
  const created = await request.post('/api/pages', {
    data: { ...fields, slug, name: slug, showInHeader: false, showInFooter: false, _status: 'published' },
    headers: auth,
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  try {
    await expect.poll(async () => (await request.get(`/${slug}`)).status(), { timeout: 15_000 }).toBe(200)
  } finally {
    expect((await request.delete(`/api/pages/${id}`, { headers: auth })).status()).toBe(200)
  }
  await expect.poll(async () => (await request.get(`/${slug}`)).status(), { timeout: 15_000 }).toBe(404)
})

test('the not-found page follows the menu when staff rename a page', async ({ request }) => {
  const auth = staffAuth()
  const services = (await (await request.get('/api/pages?where[slug][equals]=services&depth=0')).json()).docs[0]
  const renamed = `Services ${Date.now().toString(36)}`
  expect((await request.patch(`/api/pages/${services.id}`, { data: { name: renamed }, headers: auth })).status()).toBe(
    200,
  )
  try {
    await expect
      .poll(async () => (await request.get('/no-such-page')).text(), { timeout: 15_000 })
      .toMatch(new RegExp(`<nav [^>]*aria-label="Main".*>${renamed}<`, 's'))
  } finally {
    await request.patch(`/api/pages/${services.id}`, { data: { name: services.name }, headers: auth })
  }
})
