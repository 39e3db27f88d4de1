import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { datasetPaths } from '../../src/seed/dataset'
import { datasetPromise } from './dataset'

/** WCAG 2.2 AA over every route, at phone and desktop widths (one test each, run side by side): any violation fails. */
for (const width of [375, 1280]) test(`every route passes axe (WCAG 2.2 AA) at ${width} px`, async ({ page }) => {
  test.setTimeout(300_000)
  const data = await datasetPromise
  const routes = [...datasetPaths(data), '/404', '/server-error']
  const problems: string[] = []
  await page.setViewportSize({ width, height: 900 })
  for (const route of routes) {
    await page.goto(route)
    // Sections below the fold are rendered for good once the page is up (RenderBelowFold).
    await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
    for (const v of result.violations) problems.push(`${width}px ${route}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
  }
  expect(problems).toEqual([])
})
