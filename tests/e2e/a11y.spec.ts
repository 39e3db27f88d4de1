import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

import { datasetPaths } from '../../src/seed/dataset'
import { datasetPromise } from './dataset'

/**
 * WCAG 2.2 AA over every route, at phone and desktop widths: any violation fails. The routes
 * are split into a few groups per width (tests that run side by side), so that no one test
 * holds the whole site.
 */
const GROUPS = 4
for (const width of [375, 1280])
  for (let group = 0; group < GROUPS; group++)
    test(`every route passes axe (WCAG 2.2 AA) at ${width} px, group ${group + 1} of ${GROUPS}`, async ({ page }) => {
      test.setTimeout(300_000)
      const data = await datasetPromise
      const routes = [...datasetPaths(data), '/404', '/server-error'].filter((_, i) => i % GROUPS === group)
      expect(routes.length).toBeGreaterThan(0)
      const problems: string[] = []
      await page.setViewportSize({ width, height: 900 })
      for (const route of routes) {
        await page.goto(route)
        // Sections below the fold are rendered for good once the page is up (RenderBelowFold).
        await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
        for (const v of result.violations)
          problems.push(`${width}px ${route}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
      }
      expect(problems).toEqual([])
    })
