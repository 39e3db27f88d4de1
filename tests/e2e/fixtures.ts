import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * The after-paint loader has started the scripts and React owns the loading bar, which every page in the site's
 * frame renders after hydrating the rest. Pages without the loader (the CMS, files) resolve at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[data-after-paint]')) return true
    const owned = document.querySelector('a[href="#main"]') ? document.querySelector('.loading-bar') : document.body
    return owned !== null && Object.keys(owned).some((key) => key.startsWith('__reactFiber$'))
  })
}

/**
 * page.goto and page.reload also wait for hydration: the scripts load after the load event Playwright waits for,
 * and a test acting at once would get the behaviour without JavaScript (covered on purpose elsewhere).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      // A test that asks for less than the load event (waitUntil 'commit' or 'domcontentloaded') wants the page early,
      // as it is.
      const early = (options?: { waitUntil?: string }) =>
        options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (!early(options)) await hydrated(page)
        return response
      }
      page.reload = async (options) => {
        const response = await reload(options)
        if (!early(options)) await hydrated(page)
        return response
      }
    }
    await provide(page)
  },
})
