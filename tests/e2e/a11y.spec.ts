import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

import { datasetPaths } from '../../src/seed/dataset'
import { datasetPromise } from './dataset'
import { PAGE_KINDS } from './page-kinds'

/**
 * WCAG 2.2 AA: any violation fails. At desktop width every route (content differs per route: its headings, links,
 * pictures' alt texts); at phone width one route of each kind of page, since what the width changes is the template's
 * layout (reflow, target sizes, the menu), the same for every route of a kind. Split into groups that run side by
 * side, so that no one test holds the whole site.
 */
const GROUPS = 4
const EXTRA = ['/404', '/server-error']
const routesAt = async (width: number): Promise<string[]> =>
  width < 768
    ? [...new Set([...Object.values(PAGE_KINDS), ...EXTRA])]
    : [...datasetPaths(await datasetPromise), ...EXTRA]

for (const [width, groups] of [
  [375, 2],
  [1280, GROUPS],
] as const)
  for (let group = 0; group < groups; group++)
    test(`every route passes axe (WCAG 2.2 AA) at ${width} px, group ${group + 1} of ${groups}`, async ({ page }) => {
      test.setTimeout(300_000)
      const routes = (await routesAt(width)).filter((_, i) => i % groups === group)
      expect(routes.length).toBeGreaterThan(0)
      const problems: string[] = []
      await page.setViewportSize({ width, height: 900 })
      for (const route of routes) {
        await page.goto(route)
        // Sections below the fold are rendered for good once the page is up (RenderBelowFold).
        await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          // Every rule still runs and every violation is reported in full; what passed is not itemised.
          .options({ resultTypes: ['violations'] })
          .analyze()
        for (const v of result.violations)
          problems.push(`${width}px ${route}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
      }
      expect(problems).toEqual([])
    })
