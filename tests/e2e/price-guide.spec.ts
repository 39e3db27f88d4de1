import { expect, test, type Page } from './fixtures'

import { pageHref } from '../../src/lib/content/reshape'
import { datasetPromise } from './dataset'
import { staffAuth } from './staff'

/**
 * Issue 36's price guide: the sprint price and typical projects where a buyer decides (the services pages, beside the
 * quote action; the quote form, beside the budget), from Site settings, at a desktop and a phone.
 */
// In order, in one worker: the last test edits the settings the others read.
test.describe.configure({ mode: 'default' })

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

/** The guide and the action it stands beside: the closing band's quote link, or the quote form itself. */
const guideAndAction = (page: Page, slug: string) => ({
  guide: page.locator('[data-price-guide]'),
  action:
    slug === 'new-project'
      ? page.locator('form[data-form="quote"]')
      : page.locator('section[aria-labelledby="cta-title"]').getByRole('link', { name: 'Request a quote' }),
})

for (const size of SIZES) {
  test(`${size.width}x${size.height}: the price guide on every page marked for it, beside its quote action; none elsewhere`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    const data = await datasetPromise
    const guide = data.settings.priceGuide
    const marked = data.pages.filter((p) => p.showPriceGuide)
    expect(marked.map((p) => p.slug)).toEqual(expect.arrayContaining(['services', 'new-project']))
    for (const entry of marked) {
      await page.goto(pageHref(entry.slug))
      const { guide: shown, action } = guideAndAction(page, entry.slug)
      await expect(shown, entry.slug).toHaveCount(1)
      await expect(shown.getByText(guide.sprintPrice)).toBeVisible()
      await expect(shown.locator('dt')).toHaveText(guide.ranges.map((r) => r.label))
      await expect(shown.locator('dd')).toHaveText(guide.ranges.map((r) => r.range))
      // Beside the action: within one screen of it, so both are in view together.
      // Both measured in one frame, once in view: sections further down are laid out as they near the screen.
      await action.scrollIntoViewIfNeeded()
      const gap = await page.evaluate(
        ([a, g]) => {
          const [ra, rg] = [a.getBoundingClientRect(), g.getBoundingClientRect()]
          return Math.max(0, rg.top - ra.bottom, ra.top - rg.bottom)
        },
        [await action.elementHandle(), await shown.elementHandle()],
      )
      expect(gap, `${entry.slug}: ${Math.round(gap)} px between the quote action and the price guide`).toBeLessThan(
        size.height / 2,
      )
    }
    for (const entry of data.pages.filter((p) => !p.showPriceGuide && !p.noindex).slice(0, 6)) {
      await page.goto(pageHref(entry.slug))
      await expect(page.locator('[data-price-guide]'), entry.slug).toHaveCount(0)
    }
  })
}

test('the prices are edited in Site settings and shown on the next visit', async ({ page, request }) => {
  const data = await datasetPromise
  const before = data.settings.priceGuide
  const sprintPrice = `$9,900 for a two-week sprint (edited ${Date.now()})`
  const save = (priceGuide: typeof before) =>
    request.post('/api/globals/siteSettings', { headers: staffAuth(), data: { priceGuide } })
  expect((await save({ ...before, sprintPrice })).status()).toBe(200)
  try {
    await expect
      .poll(async () => (await (await request.get('/services')).text()).includes(sprintPrice), {
        timeout: 20_000,
      })
      .toBe(true)
    await page.goto('/services')
    await expect(page.locator('[data-price-guide]').getByText(sprintPrice)).toBeVisible()
  } finally {
    expect((await save(before)).status()).toBe(200)
  }
})
