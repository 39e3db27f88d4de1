import { expect, test, type Page } from './fixtures'

import { LOADING_BAR, PREFETCH_IDLE_TIMEOUT_MS } from '../../src/components/navigation/timings'

const GTM = 'https://www.googletagmanager.com/**'
type Entry = { event?: string; page_path?: string; route_name?: string; page_type?: string }
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'),
  )
const consentStored = (page: Page) => page.evaluate(() => localStorage.getItem('cookie:accepted'))

// The newsletter popup is covered in leads.spec.ts; here it would only cover what is being tested.
test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('newsletter:popup', 'dismissed')))

test.describe('cookie consent', () => {
  test('the notice asks once; I Agree stores true, Decline stores false', async ({ page }) => {
    await page.route(GTM, (r) => r.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto('/')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await expect(notice).toContainText('uses cookies')
    await expect(notice).toContainText('browser settings')
    await expect(notice.getByRole('link', { name: 'More info' })).toHaveAttribute('href', '/cookies-policy')
    await notice.getByRole('button', { name: 'I Agree' }).click()
    await expect(notice).toBeHidden()
    expect(await consentStored(page)).toBe('true')
    await page.reload()
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await expect(notice).toBeVisible()
    expect(await consentStored(page)).toBeNull()
    await notice.getByRole('button', { name: 'Decline' }).click()
    await expect(notice).toBeHidden()
    expect(await consentStored(page)).toBe('false')
  })

  test('falls back to a one-year cookie when local storage is blocked', async ({ page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('blocked', 'SecurityError')
        },
      })
    })
    await page.goto('/about-us')
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Decline' }).click()
    const cookie = (await context.cookies()).find((c) => decodeURIComponent(c.name) === 'cookie:accepted')
    expect(cookie?.value).toBe('false')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    await page.reload()
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)
  })

  test('an accept event fires on load when consent was given before', async ({ page }) => {
    await page.route(GTM, (r) => r.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.addInitScript(() => {
      localStorage.setItem('cookie:accepted', 'true')
      window.addEventListener(
        'cookie-consent-accept',
        () =>
          ((window as unknown as { __accepted: number }).__accepted =
            ((window as unknown as { __accepted?: number }).__accepted ?? 0) + 1),
      )
    })
    await page.goto('/services')
    await expect.poll(() => page.evaluate(() => (window as unknown as { __accepted?: number }).__accepted)).toBe(1)
  })
})

test.describe('analytics through the tag manager', () => {
  test('with consent: the script loads and each page view pushes one entry', async ({ page }) => {
    let scriptRequests = 0
    await page.route(GTM, (r) => {
      scriptRequests++
      return r.fulfill({ contentType: 'text/javascript', body: 'window.__gtm = true' })
    })
    await page.addInitScript(() => localStorage.setItem('cookie:accepted', 'true'))
    await page.goto('/')
    await expect
      .poll(() => pageViews(page))
      .toEqual([{ event: 'page_view', page_path: '/', route_name: 'home', page_type: 'home' }])
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        { event: 'page_view', page_path: '/', route_name: 'home', page_type: 'home' },
        { event: 'page_view', page_path: '/services', route_name: 'services', page_type: 'page' },
        { event: 'page_view', page_path: '/jobs', route_name: 'jobs', page_type: 'page' },
      ])
    expect(scriptRequests).toBe(1)
  })

  test('without consent: no analytics script and no request to any third-party host', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const foreign: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url())
    })
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Decline' }).click()
    await page.goto('/blogs')
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
    expect(await pageViews(page)).toEqual([])
  })

  test('a blocked script gives a warning and nothing else breaks', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    await page.route(GTM, (r) => r.abort('blockedbyclient'))
    await page.addInitScript(() => localStorage.setItem('cookie:accepted', 'true'))
    await page.goto('/about-us')
    await expect.poll(() => warnings).toContain('Google Analytics has probably been blocked')
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/services$/)
  })
})

test.describe('navigation feel', () => {
  /** navigator.connection as Chromium has it (an EventTarget), with the given settings. */
  const connection = (page: Page, settings: { saveData: boolean; effectiveType: string }) =>
    page.addInitScript(
      (s) => Object.defineProperty(navigator, 'connection', { value: Object.assign(new EventTarget(), s) }),
      settings,
    )
  const saveData = (page: Page) => connection(page, { saveData: true, effectiveType: '4g' })
  const bar = (page: Page) => page.locator('[data-loading-bar]')
  /** Every state the bar takes from now on, kept in the page. */
  const recordBar = async (page: Page) => {
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle') // listening
    await page.evaluate(() => {
      const el = document.querySelector('[data-loading-bar]')!
      const seen: string[] = ((window as unknown as { __bar: string[] }).__bar = [])
      new MutationObserver(() => seen.push(el.getAttribute('data-loading-bar')!)).observe(el, {
        attributes: true,
        attributeFilter: ['data-loading-bar'],
      })
    })
  }
  const barStates = (page: Page) => page.evaluate(() => (window as unknown as { __bar: string[] }).__bar)
  /** The router's own data requests (its fetches of a page's data: navigations and prefetches). */
  const isRouterRequest = (path: string) => (url: URL) => url.pathname === path && url.searchParams.has('_rsc')

  test('a slow navigation shows the 2 px loading bar, which finishes and hides', async ({ page }) => {
    await saveData(page) // no prefetch, so the click does the fetch
    await page.goto('/about-us')
    // The next page's data is held until the loading state has been seen (a timed delay races a busy machine).
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(isRouterRequest('/services'), async (route) => {
      await held
      await route.continue()
    })
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle')
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'loading')
    expect(await bar(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(2)
    // Page transition: the leaving page fades out while the next one loads ...
    await expect(page.locator('.page-transition--out')).toHaveCount(1)
    release()
    await expect(page).toHaveURL(/\/services$/)
    // ... and the new one comes in with the "page" animation.
    await expect(page.locator('.page-transition')).toHaveCSS('animation-name', 'page-in')
    await expect(page.locator('.page-transition--out')).toHaveCount(0)
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle', { timeout: 3000 })
  })

  test('a navigation by router.push (the quote form redirecting) shows the bar, which completes', async ({ page }) => {
    await page.goto('/new-project')
    // The thank-you page's data is held back until the bar has shown, then let through.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(isRouterRequest('/thankyou'), async (route) => {
      await held
      await route.continue()
    })
    const form = page.locator('form[data-form="quote"]')
    await form.getByLabel('Your name').fill('Robin Router')
    await form.getByLabel('E-mail').fill(`push-${Date.now()}@store.example`)
    await form.getByLabel('Project details').fill('A redirect after a form, by router.push.')
    await form.getByLabel('Budget range').selectOption('Not sure yet')
    await form.getByRole('checkbox').first().check()
    await expect(form.locator('input[name="renderedAt"]')).not.toHaveValue('') // hydrated: the script sends it
    await recordBar(page)
    await form.getByRole('button', { name: 'Send my request' }).click()
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'loading')
    await expect(page.locator('.page-transition--out')).toHaveCount(1)
    release()
    await expect(page).toHaveURL(/\/thankyou$/)
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle')
    expect(await barStates(page)).toEqual(['waiting', 'loading', 'finishing', 'idle'])
  })

  test('a navigation that keeps the page template (same first path segment) does not leave the page faded', async ({
    page,
  }) => {
    // /blog (the posts listing) -> /blog/{slug}: the template is not remounted.
    await saveData(page) // no prefetch, so the click does the fetch
    await page.goto('/blog')
    const link = page.locator('main a[href^="/blog/"]').first()
    const href = (await link.getAttribute('href'))!
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(isRouterRequest(href), async (route) => {
      await held
      await route.continue()
    })
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle') // listening
    await link.click()
    await expect(page.locator('.page-transition--out')).toHaveCount(1)
    release()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle')
    await expect(page.locator('.page-transition--out')).toHaveCount(0)
    await expect(page.locator('.page-transition')).toHaveCSS('opacity', '1')
  })

  test('a failed navigation turns the bar to the failure colour', async ({ page }) => {
    await saveData(page)
    await page.goto('/about-us')
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle') // listening
    // Recorded outside the page: the router ends by loading the next page in full.
    const states: string[] = []
    await page.exposeFunction('__barState', (s: string) => states.push(s))
    await page.evaluate(() => {
      const el = document.querySelector('[data-loading-bar]')!
      const report = (window as unknown as { __barState: (s: string) => void }).__barState
      new MutationObserver(() => report(el.getAttribute('data-loading-bar')!)).observe(el, {
        attributes: true,
        attributeFilter: ['data-loading-bar'],
      })
    })
    await page.route('**/services?_rsc=*', (route) => route.abort('failed'))
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect.poll(() => states).toContain('failed')
    // The router then loads the page in full, which works.
    await expect(page).toHaveURL(/\/services$/)
  })

  test('no page transition under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about-us')
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    const duration = await page.locator('.page-transition').evaluate((el) => getComputedStyle(el).animationDuration)
    expect(parseFloat(duration)).toBeLessThan(0.001)
  })

  test('a fast (prefetched) navigation never shows the bar', async ({ page }) => {
    await page.clock.install()
    const prefetched = page.waitForResponse((r) => isRouterRequest('/services')(new URL(r.url())))
    await page.goto('/about-us')
    await prefetched
    await recordBar(page)
    // The page's clock stops: the bar's 200 ms throttle cannot run out while the navigation is under way.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(bar(page)).toHaveAttribute('data-loading-bar', 'idle')
    // Whatever the bar had scheduled would run now.
    await page.clock.runFor(LOADING_BAR.throttleMs + LOADING_BAR.hideAfterMs)
    expect(await barStates(page)).toEqual(['waiting', 'idle'])
  })

  test('scrolls to the top, to a hash, and back to the saved position', async ({ page }) => {
    await page.goto('/about-us')
    // Sections below the fold take their real heights during the first idle periods; a click aimed before then can
    // land beside its link.
    await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Services' })
      .click()
    await expect(page).toHaveURL(/\/services$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.goto('/services#footer-newsletter-title')
    await expect(page.locator('#footer-newsletter-title')).toBeInViewport()
  })

  test('links prefetch once the page is idle, but never under save-data or on 2g', async ({ browser }) => {
    /** The prefetches a visitor's browser makes between loading /about-us and following its Services link. */
    const prefetchesBeforeNavigating = async (settings?: { saveData: boolean; effectiveType: string }) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.clock.install()
      if (settings) await connection(page, settings)
      const prefetches: string[] = []
      page.on('request', (r) => void (r.headers()['next-router-prefetch'] && prefetches.push(r.url())))
      await page.goto('/about-us')
      await expect(page.locator('footer input[name="renderedAt"]')).not.toHaveValue('') // hydrated
      // The browser's idle deadline passes: links may prefetch from now on.
      await page.clock.runFor(PREFETCH_IDLE_TIMEOUT_MS)
      if (!settings) await expect.poll(() => prefetches.length).toBeGreaterThan(0)
      const seen = [...prefetches]
      // A navigation (and its request) after that: prefetches made at idle time would have left first.
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
      await expect(page).toHaveURL(/\/services$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await context.close()
      return settings ? prefetches : seen
    }
    expect(await prefetchesBeforeNavigating({ saveData: true, effectiveType: '4g' })).toEqual([])
    expect(await prefetchesBeforeNavigating({ saveData: false, effectiveType: '2g' })).toEqual([])
    expect((await prefetchesBeforeNavigating()).length).toBeGreaterThan(0)
  })

  test('a failed code chunk reloads the page once, never in a loop', async ({ page }) => {
    let loads = 0
    page.on('load', () => loads++)
    // The page's effects have run once the footer form has stamped its render time.
    const hydrated = () => expect(page.locator('footer input[name="renderedAt"]')).not.toHaveValue('')
    await page.goto('/about-us')
    const fail = () =>
      page.evaluate(
        () => void Promise.reject(Object.assign(new Error('Loading chunk 987 failed.'), { name: 'ChunkLoadError' })),
      )
    await hydrated()
    await fail()
    await expect.poll(() => loads).toBe(2)
    await page.waitForLoadState('load')
    await hydrated()
    // A reload would begin inside the page's own handler of the failure; this page sees
    // that handler's outcome from a handler of its own that runs after it.
    await page.evaluate(() => {
      const w = window as unknown as { __reloads: number; __handled: number; navigation: EventTarget }
      w.__reloads = w.__handled = 0
      w.navigation.addEventListener(
        'navigate',
        (e) => void ((e as Event & { navigationType: string }).navigationType === 'reload' && w.__reloads++),
      )
      window.addEventListener('unhandledrejection', () => void w.__handled++)
    })
    await fail()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __handled: number }).__handled)).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { __reloads: number }).__reloads)).toBe(0)
    expect(loads).toBe(2)
  })

  test('going offline shows a polite notice; coming back removes it', async ({ page, context }) => {
    await page.goto('/about-us')
    await context.setOffline(true)
    await expect(page.locator('[data-offline-notice]')).toBeVisible()
    await context.setOffline(false)
    await expect(page.locator('[data-offline-notice]')).toHaveCount(0)
  })
})
