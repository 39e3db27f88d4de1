import AxeBuilder from '@axe-core/playwright'

import { CORRECT_FIELDS, FIELD_MESSAGES } from '../../src/forms/messages'
import { expect, test, type Locator, type Page } from './fixtures'

/**
 * Issue 29, the visitor's side: the form in the first screen, a header that stays, a phone
 * menu that is a modal dialog, a cookie notice that hides no focus, errors in the page,
 * a confirmation that is seen, one label per action, tel:/mailto:
 * links, full grid rows, pages a phone can get through, a popup that waits, and pages kept
 * out of search. Each at a desktop (1280x800) and a phone (390x844) where the point is about size.
 */
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

// The popup is tested on its own below; elsewhere it would only cover what is being tested.
const noPopup = (page: Page) => page.addInitScript(() => localStorage.setItem('newsletter:popup', 'dismissed'))
// The cookie notice is answered, except where it is the subject.
const consented = (page: Page) => page.addInitScript(() => localStorage.setItem('cookie:accepted', 'false'))

const box = async (locator: Locator) => {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not rendered')
  return b
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await noPopup(page)
    })

    for (const [path, kind] of [
      ['/new-project', 'quote'],
      ['/contact-us', 'contact'],
    ] as const) {
      test(`${path}: a short heading, then the form in the first screen; next steps and phone ${size.name === 'phone' ? 'below' : 'beside'} it`, async ({
        page,
      }) => {
        await consented(page)
        await page.goto(path)
        const form = page.locator(`form[data-form="${kind}"]`)
        const first = await box(form.getByLabel('Your name'))
        expect(first.y + first.height).toBeLessThanOrEqual(size.height)
        const aside = page.getByRole('complementary', { name: 'What happens next' })
        await expect(aside.locator('a[href^="tel:"]').first()).toBeVisible()
        const formBox = await box(form)
        const asideBox = await box(aside)
        if (size.name === 'desktop') expect(asideBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width)
        else expect(asideBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height)
      })
    }

    test('the header stays in view, its quote link too', async ({ page }) => {
      await consented(page)
      for (const path of ['/services', '/blogs', '/jobs']) {
        await page.goto(path)
        await page.mouse.wheel(0, 3000)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
        const header = page.getByRole('banner')
        expect((await box(header)).y).toBe(0)
        const quote = header.getByRole('link', { name: 'Request a quote' })
        await expect(quote).toBeInViewport()
        await expect(quote).toHaveAttribute('href', '/new-project')
        if (size.name === 'phone') {
          const menu = await box(header.getByRole('button', { name: 'Menu' }))
          const q = await box(quote)
          expect(Math.abs(q.y + q.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(4)
          expect(q.x + q.width).toBeLessThanOrEqual(menu.x)
        }
      }
    })

    test('the cookie notice never hides the focused element', async ({ page }) => {
      await page.goto('/about-us')
      const notice = page.getByRole('region', { name: 'Cookie notice' })
      await expect(notice).toBeVisible()
      let hidden = 0
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab')
        // Measured once the browser has drawn the scroll the focus caused.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
        hidden += await page.evaluate(() => {
          const active = document.activeElement
          const cover = document.querySelector('[data-cookie-notice]')
          if (!active || !cover || cover.contains(active) || active === document.body) return 0
          const a = active.getBoundingClientRect()
          const n = cover.getBoundingClientRect()
          const overlaps = a.bottom > n.top && a.top < n.bottom && a.right > n.left && a.left < n.right
          return overlaps ? 1 : 0
        })
      }
      expect(hidden).toBe(0)
    })

    test('a form sent empty: a summary takes the focus and links to each field, each field marked and described', async ({
      page,
    }) => {
      await consented(page)
      await page.goto('/contact-us')
      const form = page.locator('form[data-form="contact"]')
      expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true)
      await form.getByRole('button', { name: 'Send message' }).click()
      const summary = form.getByRole('alert')
      await expect(summary).toBeFocused()
      await expect(summary).toBeInViewport()
      await expect(summary).toContainText(CORRECT_FIELDS)
      await expect(summary.getByRole('link')).toHaveText([
        'Your name: Tell us your name.',
        'E-mail: Enter your e-mail address, so we can reply.',
        'Message: Write your message: a line or two is enough.',
      ])
      const message = form.getByLabel('Message')
      await expect(message).toHaveAttribute('aria-invalid', 'true')
      await expect(message).toHaveAccessibleDescription('Write your message: a line or two is enough.')
      await summary.getByRole('link', { name: /^Message/ }).click()
      await expect(message).toBeFocused()
      const result = await new AxeBuilder({ page })
        .include('form[data-form="contact"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(result.violations.map((v) => v.id)).toEqual([])
    })

    test('a message sent about a second after load is accepted, and its confirmation is focused in view', async ({
      page,
    }) => {
      await consented(page)
      await page.goto('/contact-us')
      const form = page.locator('form[data-form="contact"]')
      await form.getByLabel('Your name').fill('Quick Visitor')
      await form
        .getByRole('textbox', { name: 'E-mail', exact: true })
        .fill(`quick-${size.name}-${Date.now()}@clinic.example`)
      await form.getByLabel('Message').fill('Filled by the browser, sent at once.')
      // The button mid-screen, as a visitor taps it.
      await form.getByRole('button', { name: 'Send message' }).evaluate((b) => b.scrollIntoView({ block: 'center' }))
      await form.getByRole('button', { name: 'Send message' }).click()
      const done = page.getByRole('main').getByRole('status')
      await expect(done).toHaveText(/Your message is in/)
      await expect(done).toBeFocused()
      await expect(done).toBeInViewport({ ratio: 1 })
    })
  })
}

test.describe('the phone menu is a modal dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await noPopup(page)
    await consented(page)
  })

  test('covers the page, which does not scroll; Tab stays inside; Escape and Close return focus to the button', async ({
    page,
  }) => {
    await page.goto('/about-us')
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    const covered = await box(dialog)
    expect(covered.height).toBeGreaterThanOrEqual(844 - 1)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await dialog.getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(dialog).toBeHidden()
    // The move's focus goes to the new page's heading, not back to the menu button (attention.spec.ts).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu still opens (invoker commands)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/about-us')
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Careers' })).toBeVisible()
  })

  test('a refused form comes back with the messages and what was typed, and sends once corrected', async ({ page }) => {
    await page.goto('/contact-us')
    const form = page.locator('form[data-form="contact"]')
    await form.getByLabel('Your name').fill('Nora Script')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`noscript-${Date.now()}@clinic.example`)
    await form.getByLabel('Phone').fill('call me maybe')
    await form.getByLabel('Message').fill('Typed without JavaScript.')
    await form.getByRole('button', { name: 'Send message' }).click()
    const summary = page.getByRole('alert')
    await expect(summary).toContainText(CORRECT_FIELDS)
    await expect(summary.getByRole('link', { name: `Phone: ${FIELD_MESSAGES.tel}` })).toHaveAttribute(
      'href',
      '#field-phone',
    )
    await expect(page.getByLabel('Your name')).toHaveValue('Nora Script')
    await expect(page.getByLabel('Message')).toHaveValue('Typed without JavaScript.')
    const phone = page.getByLabel('Phone')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(FIELD_MESSAGES.tel)
    await phone.fill('+1 212 555 0100')
    await page.getByRole('button', { name: 'Send again' }).click()
    await expect(page).toHaveURL(/\/thankyou$/)
  })
})

test.describe('the careers pages', () => {
  test.beforeEach(async ({ page }) => {
    await noPopup(page)
    await consented(page)
  })

  test('carry no quote band', async ({ page }) => {
    for (const path of ['/jobs', '/internship']) {
      await page.goto(path)
      await expect(page.locator('section[aria-labelledby="cta-title"]'), path).toHaveCount(0)
      await expect(page.getByRole('main').locator('a[href="/new-project"]'), path).toHaveCount(0)
    }
  })

  test('a design role requires a portfolio, in the browser and on the server', async ({ page, request }) => {
    await page.goto('/jobs')
    await page
      .getByRole('main')
      .getByRole('link', { name: /UX\/UI Designer/ })
      .first()
      .click()
    const form = page.locator('form[data-form="application"]')
    const link = form.getByLabel('Portfolio link')
    await expect(link).toHaveAttribute('required', '')
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(
      form
        .getByRole('alert')
        .getByRole('link', { name: 'Portfolio link: Add a link to your portfolio or case studies.' }),
    ).toBeVisible()
    const slug = new URL(page.url()).pathname.split('/').pop()!
    const multipart = {
      name: 'Dana Design',
      email: `dana-${Date.now()}@studio.example`,
      coverNote: 'I redesigned a clinic booking flow.',
      position: slug,
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    }
    const res = await request.post('/api/forms/application', { multipart, headers: { Accept: 'application/json' } })
    expect(res.status()).toBe(400)
    expect((await res.json()).errors).toHaveProperty('link')
  })
})

test('every link to /new-project says "Request a quote"; phone numbers and e-mail addresses are links', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await noPopup(page)
  await consented(page)
  const paths = [
    '/',
    '/services',
    '/about-us',
    '/contact-us',
    '/case-studies',
    '/blogs',
    '/ecommerce-development',
    '/our-clients',
    '/cto-as-a-service',
    '/testing_123form',
    '/migrate-to-shopify',
  ]
  for (const path of paths) {
    await page.goto(path)
    const labels = await page
      .locator('a[href="/new-project"]')
      .evaluateAll((as) => as.map((a) => (a.textContent ?? '').trim().toLowerCase()))
    for (const label of labels) expect(label, path).toBe('request a quote')
    const bare = await page.evaluate(() => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const contact = /(?:\+1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[.-])\d{3}[.-]\d{4}\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('script, style, noscript, a[href^="tel:"], a[href^="mailto:"], input, textarea'))
          continue
        const match = node.textContent?.match(contact)
        if (match) found.push(match[0])
      }
      return found
    })
    expect(bare, path).toEqual([])
  }
})

test('at 1280 px no grid ends with one card alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await noPopup(page)
  await consented(page)
  for (const path of [
    '/',
    '/services',
    '/about-us',
    '/ecommerce-development',
    '/blogs',
    '/new-project',
    '/website-design-development',
    '/our-clients',
    '/case-studies',
  ]) {
    await page.goto(path)
    // Measured once the later sections are laid out for good (RenderBelowFold), not while they are skipped.
    await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
    const alone = await page.evaluate(() =>
      [...document.querySelectorAll('main ul, main ol')]
        .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
        .filter((list) => {
          const tops = [...list.children].map((c) => Math.round(c.getBoundingClientRect().top))
          const last = tops[tops.length - 1]
          const rows = new Set(tops).size
          return rows > 1 && tops.filter((t) => t === last).length === 1
        })
        .map(
          (list) => `${list.closest('section')?.getAttribute('aria-labelledby') ?? '?'}: ${list.children.length} items`,
        ),
    )
    expect(alone, path).toEqual([])
  }
})

test('home, services and about are at most 10,000 px tall on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await noPopup(page)
  await consented(page)
  for (const path of ['/', '/services', '/about-us']) {
    await page.goto(path)
    // Measured once the sections below the fold are laid out for good, not at their estimated sizes.
    await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    console.log(`${path}: ${height} px at 390 px`)
    expect(height, path).toBeLessThanOrEqual(10_000)
  }
})

for (const { width, height, screens } of [
  { width: 1280, height: 800, screens: 5 },
  { width: 390, height: 844, screens: 8 },
]) {
  test(`the home page is at most ${screens} screens tall at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await noPopup(page)
    await consented(page)
    await page.goto('/')
    await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
    const tall = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(tall, `${tall} px: ${(tall / height).toFixed(1)} screens`).toBeLessThanOrEqual(screens * height)
  })
}

test.describe('the newsletter popup waits', () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Learn about our technology insights' })
  const toEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))

  test('never on a form page, even after 45 s and a scroll to its end', async ({ page }) => {
    await consented(page)
    await page.clock.install()
    for (const path of ['/new-project', '/contact-us', '/survey']) {
      await page.goto(path)
      await toEnd(page)
      await page.clock.runFor(50_000)
      await expect(popup(page), path).toBeHidden()
    }
  })

  test('not before the end of an article, even after 45 s; then once, and not again', async ({ page }) => {
    await consented(page)
    await page.clock.install()
    await page.goto('/blogs')
    await page.getByRole('main').locator('a[href^="/blog/"]').first().click()
    await expect(page.locator('main article')).toBeVisible()
    await page.clock.runFor(50_000)
    await expect(popup(page)).toBeHidden()
    await page
      .locator('main article')
      .evaluate((a) => window.scrollTo(0, a.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 10))
    await expect(popup(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await page.reload()
    await toEnd(page)
    await page.clock.runFor(50_000)
    await expect(popup(page)).toBeHidden()
  })
})

test('pages marked noindex are out of the sitemap and say noindex', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/thankyou', '/testing_123form']) {
    expect(xml).not.toContain(`${path}<`)
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  }
  expect(xml).toContain('/services<')
  await page.goto('/services')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})
