import { expect, test, type Locator } from './fixtures'

import { datasetPromise } from './dataset'

/** The seven menu pages, in order, as the site shows them: name and address. */
const MENU = [
  ['Home', '/'],
  ['Services', '/services'],
  ['About us', '/about-us'],
  ['Case studies', '/case-studies'],
  ['Blog', '/blogs'],
  ['Careers', '/jobs'],
  ['Contact', '/contact-us'],
] as const
const hrefs = (links: Locator) => links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))

test('header and footer list the seven menu pages in order, with the quote button', async ({ page }) => {
  const data = await datasetPromise
  await page.goto('/services')
  const header = page.getByRole('navigation', { name: 'Main', exact: true })
  await expect(header.getByRole('link')).toHaveText(MENU.map(([name]) => name))
  expect(await hrefs(header.getByRole('link'))).toEqual(MENU.map(([, href]) => href))
  await expect(page.getByRole('banner').getByRole('link', { name: 'REQUEST A QUOTE' })).toHaveAttribute(
    'href',
    '/new-project',
  )

  const footer = page.getByRole('contentinfo')
  const footerMenu = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')
  await expect(footerMenu).toHaveText(MENU.map(([name]) => name))
  expect(await hrefs(footerMenu)).toEqual(MENU.map(([, href]) => href))
  await expect(footer).toContainText(data.settings.address.street)
  for (const city of ['Los Angeles', 'Chicago', 'Miami']) await expect(footer).toContainText(city)
  for (const [name, href] of [
    ['Privacy policy', '/privacy-policy'],
    ['Terms and conditions', '/terms-conditions'],
    ['Cookies policy', '/cookies-policy'],
  ]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  for (const network of ['Facebook', 'LinkedIn', 'GitHub', 'Behance', 'Twitter']) {
    const link = footer.getByRole('link', { name: new RegExp(`on ${network}$`) })
    await expect(link).toHaveCount(1)
    // Its mark is painted from the stylesheet (a mask in the text colour), 20 px square.
    const mark = await link.locator('.social-icon').evaluate((el) => {
      const style = getComputedStyle(el)
      return { mask: style.maskImage, width: el.getBoundingClientRect().width }
    })
    expect(mark.mask).toMatch(/^url\("data:image\/svg\+xml/)
    expect(mark.width).toBe(20)
  }
  // Recognition is named in words; the badges themselves are Media pictures in the awards section (pictures.spec.ts).
  for (const badge of data.settings.awardBadges) {
    await expect(footer.getByText(badge.title, { exact: true })).toHaveCount(1)
  }
  // The copyright line: the sign is drawn by CSS (pages stay ASCII) and named "Copyright" for screen readers.
  const copyright = footer.getByText(
    `${new Date().getFullYear()} ${data.settings.copyrightHolder}. All rights reserved.`,
  )
  await expect(copyright).toBeVisible()
  const sign = await copyright.locator('.mark-copyright').evaluate((el) => getComputedStyle(el, '::before').content)
  expect(sign).toContain('\u00a9')
})

test('the two migration pages, and no other page, use Header2: logo, phone and e-mail only', async ({
  page,
  request,
}) => {
  const data = await datasetPromise
  // Every page the site lists in its sitemap, as served.
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(paths.length).toBeGreaterThan(30)
  const header2: string[] = []
  for (const path of paths) {
    if ((await (await request.get(path)).text()).includes('data-header="Header2"')) header2.push(path)
  }
  expect(header2.sort()).toEqual(['/migrate-to-magento2', '/migrate-to-shopify'])
  for (const path of header2) {
    await page.goto(path)
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-header', 'Header2')
    await expect(header.getByRole('link', { name: data.settings.phone })).toHaveAttribute('href', /^tel:/)
    await expect(header.getByRole('link', { name: data.settings.email })).toHaveAttribute(
      'href',
      `mailto:${data.settings.email}`,
    )
    await expect(header.getByRole('navigation')).toHaveCount(0)
    await expect(header.getByRole('link')).toHaveCount(3)
  }
  await page.goto('/services')
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-header', 'Header2')
})

test('the mobile menu opens with its button as a modal dialog, closes with Escape and returns focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Menu' })
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  const menu = dialog.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Careers' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await button.click()
  await menu.getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(menu).toBeHidden()
})

test('sections below the fold wait for the first paint, then render for good; without JavaScript, as they are scrolled to', async ({
  page,
  browser,
}) => {
  const deferred = (p: typeof page) =>
    p.locator('main > section, footer').evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
  const rendered = await deferred(page)
  expect(rendered.length).toBeGreaterThan(3)
  expect(
    rendered.every((v) => v === 'visible'),
    rendered.join(' '),
  ).toBe(true)
  // A client navigation defers the new page's sections again, and renders them again.
  await page.locator('header').getByRole('link', { name: 'Services', exact: true }).first().click()
  await expect(page).toHaveURL(/\/services$/)
  // (Polled: the marker on <html> may still be the previous page's for a moment.)
  await expect.poll(async () => (await deferred(page)).every((v) => v === 'visible')).toBe(true)

  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
  const plain = await noJs.newPage()
  await plain.goto('/')
  const styles = await deferred(plain)
  expect(styles[0]).toBe('visible')
  expect(styles.slice(1)).toContain('auto')
  // The last section's text is there to read once it is scrolled to.
  const last = plain.locator('main > section').last()
  await last.scrollIntoViewIfNeeded()
  await expect(last.getByRole('heading').first()).toBeVisible()
  await noJs.close()
})
