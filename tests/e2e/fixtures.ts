import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Resolves once a site page has hydrated: the page's after-paint loader
 * (src/lib/http/after-paint.ts) has started the scripts and React has mounted the loading
 * bar, a client-only component of every site page. Pages without the loader (the CMS, files)
 * resolve at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('script[data-after-paint]') || document.querySelector('.loading-bar') !== null)
}

/**
 * Playwright's test, whose page.goto and page.reload also wait, when JavaScript runs, until
 * the page has hydrated. The site's pages fetch their scripts after the first paint, which
 * is after the load event Playwright waits for; a test that clicks or types at once would
 * otherwise meet the page before React does, and get the behaviour without JavaScript
 * (which the tests with JavaScript off cover on purpose).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      // A test that asks for less than the load event (waitUntil 'commit' or 'domcontentloaded') wants the page early, as it is.
      const early = (options?: { waitUntil?: string }) => options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
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
