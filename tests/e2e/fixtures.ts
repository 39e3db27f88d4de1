import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Resolves once a site page has hydrated: the page's after-paint loader
 * (src/lib/http/after-paint.ts) has started the scripts and React owns the loading bar, a
 * client component of every page in the site's frame (the one with the skip link). On a
 * prerendered page React renders it after hydrating the rest, its effects included; on a
 * dynamic one the server rendered it and React hydrates it. A page outside the frame (the
 * last-resort error page) waits for React to own its body. Pages without the loader (the
 * CMS, files) resolve at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[data-after-paint]')) return true
    const owned = document.querySelector('a[href="#main"]') ? document.querySelector('.loading-bar') : document.body
    return owned !== null && Object.keys(owned).some((key) => key.startsWith('__reactFiber$'))
  })
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
