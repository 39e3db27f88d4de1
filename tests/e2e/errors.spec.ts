import { expect, test } from '@playwright/test'

for (const path of ['/no-such-page', '/404', '/a/b/c', '/blog/no-such-post', '/job/no-such-job', '/category/nothing', '/home']) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const res = await page.goto(path)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
}
