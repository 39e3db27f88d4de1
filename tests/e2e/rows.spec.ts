import { expect, test } from './fixtures'

/**
 * Issue 36: rows without holes at 1280 and 1440 px (a section's content reaches across its container, within
 * HOLE_PX), and a picture of the work within the first two screens of /services and /jobs on a 390x844 phone.
 */
const HOLE_PX = 120
const PAGES = [
  '/',
  '/services',
  '/our-clients',
  '/internship',
  '/ecommerce-development',
  '/website-design-development',
  '/digital-transformation',
  '/cto-as-a-service',
]

for (const width of [1280, 1440]) {
  test(`at ${width} px no section leaves more than ${HOLE_PX} px empty on its right`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const holes: string[] = []
    for (const path of PAGES) {
      await page.goto(path)
      await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
      const found = await page.evaluate((limit) => {
        const out: string[] = []
        for (const section of document.querySelectorAll('main section')) {
          const box = section.querySelector(':scope > div') ?? section
          const rect = box.getBoundingClientRect()
          const right = rect.right - parseFloat(getComputedStyle(box).paddingRight)
          // The right edge of what the section shows: its leaves, or the blocks narrower than the row.
          let reach = 0
          const walk = (element: Element) => {
            for (const child of element.children) {
              const r = child.getBoundingClientRect()
              if (!r.width || !r.height) continue
              if (child.children.length && r.width > (right - rect.left) * 0.9) walk(child)
              else reach = Math.max(reach, r.right)
            }
          }
          walk(box)
          const hole = Math.round(right - reach)
          if (hole > limit) out.push(`"${section.querySelector('h2')?.textContent ?? '(untitled)'}" ${hole} px`)
        }
        return out
      }, HOLE_PX)
      holes.push(...found.map((hole) => `${path}: ${hole}`))
    }
    expect(holes, holes.join('; ')).toEqual([])
  })
}

test('on a 390x844 phone, /services and /jobs show a picture of the work within their first two screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/services', '/jobs']) {
    await page.goto(path)
    const picture = page.locator('main img:visible').first()
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toBeVisible()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const top = await picture.evaluate((img) => img.getBoundingClientRect().top + window.scrollY)
    expect(top, `${path}: the first picture starts ${Math.round(top)} px down`).toBeLessThan(2 * 844)
    expect(await picture.getAttribute('alt'), path).toBeTruthy()
  }
})
