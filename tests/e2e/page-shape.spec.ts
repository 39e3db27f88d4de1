import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Issue 36's page shape (docs/design.md): rows without holes at 1280 and 1440 px. The figures are in the messages. */

/** Every section laid out for good (RenderBelowFold), so heights and boxes are final. */
async function settled(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
  await page.evaluate(() => document.fonts.ready)
}

/**
 * The rows the issue measured: a section found by its heading, a service page's introduction (the first section
 * after the banner), or every section after the banner.
 */
const ROWS: { path: string; heading?: string; first?: true }[] = [
  { path: '/', heading: 'Why Northgrid' },
  { path: '/services', heading: 'Strategy to support' },
  { path: '/ecommerce-development', first: true },
  { path: '/website-design-development', first: true },
  { path: '/our-clients' },
  { path: '/internship' },
]

for (const width of [1280, 1440]) {
  test(`${width} px: rows end within 120 px of their container's right edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const report: string[] = []
    const holes: string[] = []
    for (const row of ROWS) {
      await settled(page, row.path)
      const measured = await page.evaluate(({ heading, first }) => {
        const sections = [...document.querySelectorAll<HTMLElement>('main section')]
          .filter((s, i) =>
            heading ? s.querySelector('h2')?.textContent?.trim() === heading : i > 0 && !s.querySelector('form'),
          )
          .slice(0, first ? 1 : undefined)
        return sections.map((section) => {
          const container = section.querySelector<HTMLElement>(':scope > div')!
          const style = getComputedStyle(container)
          const inner = container.getBoundingClientRect().right - parseFloat(style.paddingRight)
          // The right edge of what is drawn: text lines, pictures and card boxes (past the section's heading).
          let right = 0
          const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const rect of range.getClientRects()) right = Math.max(right, rect.right)
          }
          for (const box of container.querySelectorAll('img, li, figure, svg'))
            right = Math.max(right, box.getBoundingClientRect().right)
          return { title: section.querySelector('h2')?.textContent?.trim() ?? '(untitled)', blank: inner - right }
        })
      }, row)
      expect(measured.length, `${row.path}: rows found`).toBeGreaterThan(0)
      for (const { title, blank } of measured) {
        report.push(`${row.path} "${title}": ${Math.round(blank)} px`)
        if (blank >= 120) holes.push(`${row.path} "${title}": ${Math.round(blank)} px`)
      }
    }
    console.log(`${width} px, blank right of each row: ${report.join('; ')}`)
    expect(holes, `rows with a hole on the right: ${holes.join('; ')}`).toEqual([])
  })
}
