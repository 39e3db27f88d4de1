import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'

import { NEWSLETTER_POPUP, NEWSLETTER_TEXT } from '../../src/forms/newsletter'
import { expect, test, type Page } from './fixtures'

/**
 * Issue 36, what asks for a visitor's attention: a cookie notice that stays small and is answered in the first Tab
 * stops, focus on the new page's heading after an in-site move, and a newsletter popup that waits until a page has
 * been read. Each at a desktop (1280x800) and a phone (390x844); the figures measured are in the messages.
 */
/** The notice's wording as the seed stores it (content/settings.json). */
const settings = JSON.parse(fs.readFileSync('content/settings.json', 'utf8')) as { cookieNotice: string }

const SIZES = [
  { name: 'desktop', width: 1280, height: 800, noticeMax: 110 },
  { name: 'phone', width: 390, height: 844, noticeMax: 120 },
] as const

const noPopup = (page: Page) => page.addInitScript(() => localStorage.setItem('newsletter:popup', 'dismissed'))
const consented = (page: Page) => page.addInitScript(() => localStorage.setItem('cookie:accepted', 'false'))

/** What has focus, as a visitor hears it: its role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    const name = (active.getAttribute('aria-label') ?? (active as HTMLElement).innerText ?? '').trim()
    return `${active.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ')}"`
  })

/** Focus is inside main, after its heading: a Tab from the heading entered the page. */
const enteredPage = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    const h1 = document.querySelector('main h1')
    return (
      active !== null &&
      h1 !== null &&
      Boolean(document.querySelector('main')?.contains(active)) &&
      Boolean(h1.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
    )
  })

/**
 * Lets the page finish what it has queued: a few rounds of its own task queue, behind React's render of an update
 * and then its effects. Not a time: an order (React schedules through a MessageChannel, which the clock leaves alone).
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        let rounds = 0
        channel.port1.onmessage = () => (++rounds < 5 ? channel.port2.postMessage(null) : resolve())
        channel.port2.postMessage(null)
      }),
  )

const { dwellMs: DWELL_MS, scrollQuietMs: QUIET_MS, afterEndMs: AFTER_END_MS } = NEWSLETTER_POPUP

/**
 * Scrolls the page (to a position, or to so far above its end) and resolves once its own scroll listeners, added
 * before this one, have seen it.
 */
const scrollTo = (page: Page, top: number | { fromEnd: number }) =>
  page.evaluate(
    (to) =>
      new Promise<number>((done) => {
        const end = document.documentElement.scrollHeight - window.innerHeight
        const target = typeof to === 'number' ? to : end - to.fromEnd
        if (Math.abs(target - window.scrollY) < 1) return done(window.scrollY)
        window.addEventListener('scroll', () => done(window.scrollY), { once: true })
        window.scrollTo({ top: target, behavior: 'instant' })
      }),
    top,
  )

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.beforeEach(({ page }) => page.setViewportSize({ width: size.width, height: size.height }))

    test(`the cookie notice: at most ${size.noticeMax} px, its buttons the 2nd and 3rd Tab stops, its wording, AA in both colour schemes`, async ({
      page,
    }) => {
      await noPopup(page)
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number[] }
        w.__shifts = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.__shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/about-us')
      const notice = page.getByRole('region', { name: 'Cookie notice' })
      await expect(notice).toBeVisible()
      // Measured once it has slid in.
      await notice.evaluate((n) => Promise.all(n.getAnimations().map((a) => a.finished)).then(() => true))
      const { height, covered } = await notice.evaluate((n) => {
        const box = n.getBoundingClientRect()
        return { height: Math.round(box.height), covered: Math.round(window.innerHeight - box.top) }
      })
      const figure = `the notice is ${height} px tall and covers the bottom ${covered} of ${size.height} px`
      console.log(`${size.name}: ${figure}`)
      expect(covered, figure).toBeLessThanOrEqual(size.noticeMax)

      // Its wording is the site settings' (SPEC.md section 9), with the link to the policy.
      await expect(notice.locator('p')).toHaveText(settings.cookieNotice)
      await expect(notice.getByRole('link', { name: 'More info' })).toHaveAttribute('href', '/cookies-policy')

      // First in the document after the skip link, so a screen reader meets the labelled region before the header;
      // drawn at the bottom, over nothing a visitor reads first (2.4.3: a page-level question asked before the page).
      expect(
        await notice.evaluate((n) => {
          const banner = document.querySelector('header')
          return banner !== null && Boolean(n.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING)
        }),
        'the notice comes before the header in the document',
      ).toBe(true)
      const stops: string[] = []
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab')
        stops.push(await focused(page))
      }
      console.log(`${size.name}: first Tab stops ${stops.join(', ')}`)
      expect(stops, `the first 3 Tab stops: ${stops.join(', ')}`).toEqual([
        'a "Skip to content"',
        'button "I Agree"',
        'button "Decline"',
      ])

      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        const result = await new AxeBuilder({ page })
          .include('[data-cookie-notice]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze()
        expect(
          result.violations.map((v) => v.id),
          `axe on the notice, ${colorScheme} scheme`,
        ).toEqual([])
      }

      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
      const cls = shifts.reduce((sum, value) => sum + value, 0)
      // Reported, not yet asserted: one desktop run read 0.011, the next 0 (phone 0 both times); source not yet traced.
      console.log(`${size.name}: layout shift up to here, notice open: ${cls}`)

      // Answered from the keyboard where it was reached: the third stop, Decline.
      await page.keyboard.press('Enter')
      await expect(notice).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('cookie:accepted'))).toBe('false')
    })

    test('after an in-site move focus is on the new heading and the next Tab enters the page; a first load moves nothing', async ({
      page,
    }) => {
      await noPopup(page)
      await consented(page)
      const field = page.locator('form[data-form="quote"]').getByLabel('Your name')
      const tabsTo = async (target: typeof field) => {
        for (let tabs = 1; tabs <= 40; tabs++) {
          await page.keyboard.press('Tab')
          if (await target.evaluate((t) => t === document.activeElement)) return tabs
        }
        return Infinity
      }

      // A first load: nothing has focus, and the first Tab from the top is the skip link.
      await page.goto('/new-project')
      expect(await focused(page)).toBe('body')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
      const fromTop = 1 + (await tabsTo(field))

      await page.goto('/')
      expect(await focused(page)).toBe('body')
      await page.getByRole('banner').getByRole('link', { name: 'Request a quote' }).click()
      await expect(page).toHaveURL(/\/new-project$/)
      const heading = page.getByRole('main').getByRole('heading', { level: 1 })
      await expect(heading).toBeFocused()
      await expect(heading).toHaveAttribute('tabindex', '-1')
      await page.keyboard.press('Tab')
      const next = await focused(page)
      expect(await enteredPage(page), `the Tab after the heading reached ${next}`).toBe(true)
      const afterMove = 1 + ((await field.evaluate((f) => f === document.activeElement)) ? 0 : await tabsTo(field))
      const figure = `${afterMove} Tab(s) from the new page's heading to the first quote field, ${fromTop} from the top of the page`
      console.log(`${size.name}: ${figure}`)
      expect(afterMove, figure).toBeLessThanOrEqual(3)

      // Back again: the home page's heading, and the next Tab is inside the page, after it.
      await page.goBack()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
      await page.keyboard.press('Tab')
      expect(await enteredPage(page), `the Tab after the home page's heading reached ${await focused(page)}`).toBe(true)
    })

    test.describe('the newsletter popup', () => {
      const popup = (page: Page) => page.getByRole('dialog', { name: NEWSLETTER_TEXT.title })

      test(`after ${DWELL_MS / 1000} s on a page (not at 30 s), saying what and how often; then not for 30 days`, async ({
        page,
      }) => {
        await consented(page)
        await page.clock.install()
        await page.goto('/about-us')
        await settled(page)
        await page.clock.runFor(30_000)
        await settled(page)
        await expect(popup(page), 'closed 30 s into the visit').toBeHidden()
        await page.clock.runFor(DWELL_MS - 30_000)
        await expect(popup(page), `open ${DWELL_MS / 1000} s into the visit`).toBeVisible()
        await expect(popup(page)).toHaveAccessibleDescription(NEWSLETTER_TEXT.offer)
        await expect(popup(page).getByPlaceholder(NEWSLETTER_TEXT.placeholder)).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(popup(page)).toBeHidden()

        const day = 24 * 60 * 60 * 1000
        const dismissed = await page.evaluate(() => Date.now())
        for (const [after, open] of [
          [0, false],
          [29 * day, false],
          [day + 60_000, true],
        ] as const) {
          if (after) await page.clock.fastForward(after)
          await page.reload()
          await settled(page)
          await page.clock.runFor(DWELL_MS + 1_000)
          await settled(page)
          const since = ((await page.evaluate(() => Date.now())) - dismissed) / day
          const when = `${DWELL_MS / 1000} s on a page ${since.toFixed(2)} days after the dismissal`
          if (open) await expect(popup(page), when).toBeVisible()
          else await expect(popup(page), when).toBeHidden()
        }
      })

      test('once the page has been read to its end (not halfway), and only when scrolling has stopped', async ({
        page,
      }) => {
        await consented(page)
        await page.clock.install()
        await page.goto('/services')
        // Every section rendered for good (RenderBelowFold): the page's height is final.
        await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
        await settled(page)
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        // Halfway down, where the popup used to open: closed, however long the visitor stays there within 45 s.
        await scrollTo(page, Math.round(height / 2))
        await page.clock.runFor(2_000)
        await settled(page)
        await expect(popup(page), `closed halfway down (${Math.round(height / 2)} of ${height} px)`).toBeHidden()

        // Time now moves only when the test says: the visitor reaches the end and goes on scrolling around it.
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
        const end = await scrollTo(page, { fromEnd: 0 })
        const step = QUIET_MS / 2
        const steps = 12
        for (let i = 0; i < steps; i++) {
          await page.clock.runFor(step)
          await scrollTo(page, { fromEnd: i % 2 === 0 ? 150 : 0 })
        }
        await settled(page)
        const footerInView = await page
          .getByRole('contentinfo')
          .evaluate((f) => f.getBoundingClientRect().top < window.innerHeight)
        expect(footerInView, 'the footer is on screen').toBe(true)
        await expect(
          popup(page),
          `closed while scrolling at the end (${end} px down, a scroll every ${step} ms for ${steps * step} ms)`,
        ).toBeHidden()
        // Read: back up, past the footer's own sign-up form (issue 53: the popup would only repeat it), and on from
        // there once scrolling has stopped and AFTER_END_MS have passed since the last scroll at the end.
        const endedAt = await page.evaluate(() => Date.now())
        const back = await scrollTo(page, {
          fromEnd: await page
            .locator('[data-newsletter-signup]')
            .evaluate((s) =>
              Math.round(document.documentElement.scrollHeight - s.getBoundingClientRect().top - window.scrollY + 200),
            ),
        })
        await page.clock.runFor(QUIET_MS)
        await settled(page)
        await expect(popup(page), `closed ${QUIET_MS} ms after the last scroll, ${back} px down`).toBeHidden()
        await page.clock.runFor(endedAt + AFTER_END_MS - (await page.evaluate(() => Date.now())))
        await expect(popup(page), `open ${AFTER_END_MS} ms after the last scroll at the end`).toBeVisible()
        console.log(
          `${size.name}: /services ${height} px; closed at ${Math.round(height / 2)} px and while scrolling at ${end} px; open ${AFTER_END_MS} ms after the end, back at ${back} px`,
        )
      })
    })
  })
}
