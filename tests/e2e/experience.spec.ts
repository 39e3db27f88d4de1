import { expect, test, type Page } from '@playwright/test'

const GTM = 'https://www.googletagmanager.com/**'
type Entry = { event?: string; page_path?: string; route_name?: string; page_type?: string }
const pageViews = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'))
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
      Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('blocked', 'SecurityError') } })
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
      window.addEventListener('cookie-consent-accept', () => ((window as unknown as { __accepted: number }).__accepted = ((window as unknown as { __accepted?: number }).__accepted ?? 0) + 1))
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
    await expect.poll(() => pageViews(page)).toEqual([{ event: 'page_view', page_path: '/', route_name: 'home', page_type: 'home' }])
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect.poll(() => pageViews(page)).toEqual([
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
  const saveData = (page: Page) => page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }))

  test('a slow navigation shows the 2 px loading bar, which finishes and hides', async ({ page }) => {
    await saveData(page) // no prefetch, so the click does the fetch
    await page.goto('/about-us')
    await page.route('**/services?_rsc=*', async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    const bar = page.locator('[data-loading-bar]')
    await expect(bar).toHaveAttribute('data-loading-bar', 'idle')
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(bar).toHaveAttribute('data-loading-bar', 'loading')
    expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(2)
    // Page transition: the leaving page fades out while the next one loads ...
    await expect(page.locator('.page-transition--out')).toHaveCount(1)
    await expect(page).toHaveURL(/\/services$/)
    // ... and the new one comes in with the "page" animation.
    await expect(page.locator('.page-transition')).toHaveCSS('animation-name', 'page-in')
    await expect(page.locator('.page-transition--out')).toHaveCount(0)
    await expect(bar).toHaveAttribute('data-loading-bar', 'idle', { timeout: 3000 })
  })

  test('a failed navigation turns the bar to the failure colour', async ({ page }) => {
    await saveData(page)
    await page.goto('/about-us')
    const states: string[] = []
    await page.exposeFunction('__barState', (s: string) => states.push(s))
    await page.evaluate(() => {
      const bar = document.querySelector('[data-loading-bar]')!
      new MutationObserver(() => (window as unknown as { __barState: (s: string) => void }).__barState(bar.getAttribute('data-loading-bar')!)).observe(bar, { attributes: true })
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
    const prefetched = page.waitForResponse((r) => /\/services\?_rsc=/.test(r.url()))
    await page.goto('/about-us')
    await prefetched
    const states: string[] = []
    await page.exposeFunction('__bar', (s: string) => states.push(s))
    await page.evaluate(() => new MutationObserver(() => (window as unknown as { __bar: (s: string) => void }).__bar(document.querySelector('[data-loading-bar]')!.getAttribute('data-loading-bar')!)).observe(document.querySelector('[data-loading-bar]')!, { attributes: true }))
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await page.waitForTimeout(700)
    expect(states).not.toContain('loading')
  })

  test('scrolls to the top, to a hash, and back to the saved position', async ({ page }) => {
    await page.goto('/about-us')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.goto('/services#footer-newsletter-title')
    await expect(page.locator('#footer-newsletter-title')).toBeInViewport()
  })

  test('no prefetch under save-data; idle prefetch otherwise', async ({ browser }) => {
    const count = async (withSaveData: boolean) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      if (withSaveData) await saveData(page)
      let prefetches = 0
      page.on('request', (r) => r.url().includes('_rsc=') && prefetches++)
      await page.goto('/')
      await page.waitForTimeout(3000)
      await context.close()
      return prefetches
    }
    expect(await count(true)).toBe(0)
    expect(await count(false)).toBeGreaterThan(0)
  })

  test('a failed code chunk reloads the page once, never in a loop', async ({ page }) => {
    let loads = 0
    page.on('load', () => loads++)
    // The page's effects have run once the footer form has stamped its render time.
    const hydrated = () => expect(page.locator('footer input[name="renderedAt"]')).not.toHaveValue('')
    await page.goto('/about-us')
    const fail = () => page.evaluate(() => void Promise.reject(Object.assign(new Error('Loading chunk 987 failed.'), { name: 'ChunkLoadError' })))
    await hydrated()
    await fail()
    await expect.poll(() => loads).toBe(2)
    await page.waitForLoadState('load')
    await hydrated()
    await fail()
    await page.waitForTimeout(1500)
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
