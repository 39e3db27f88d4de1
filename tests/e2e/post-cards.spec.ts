import { expect, test, type Locator, type Page } from './fixtures'

import { deletePost, publishPost } from './posts'

/**
 * Issue 53 (4): a post without a cover, in the blog list and in a service page's "Our Insights" strip, beside
 * cards with pictures: no card of its row shows a blank stretch taller than BLANK_PX (a text line's gap, the
 * padding), where a card stretched to its neighbours' height showed about 390 px of white.
 */
const BLANK_PX = 96
const LISTS = [
  { path: '/blogs', name: 'the blog list' },
  { path: '/website-design-development', name: 'the web design page’s Our Insights' },
]

/** The tallest stretch of a card (top to bottom) where neither a text line nor a picture or drawing is painted. */
const blankIn = (card: Locator) =>
  card.evaluate((li) => {
    const box = li.getBoundingClientRect()
    const painted: [number, number][] = []
    const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) if (line.height > 0) painted.push([line.top, line.bottom])
    }
    for (const picture of li.querySelectorAll('img, [aria-hidden="true"]')) {
      const r = picture.getBoundingClientRect()
      if (r.height > 0) painted.push([r.top, r.bottom])
    }
    painted.sort((a, b) => a[0] - b[0])
    let blank = 0
    let edge = box.top
    for (const [top, bottom] of painted) {
      blank = Math.max(blank, top - edge)
      edge = Math.max(edge, bottom)
    }
    return {
      blank: Math.round(Math.max(blank, box.bottom - edge)),
      top: Math.round(box.top),
      height: Math.round(box.height),
    }
  })

async function rowOf(page: Page, slug: string) {
  const cards = page.locator('main li').filter({ has: page.locator('a[href^="/blog/"]') })
  const card = cards.filter({ has: page.locator(`a[href="/blog/${slug}"]`) })
  await card.scrollIntoViewIfNeeded()
  const own = await blankIn(card)
  const row = []
  for (const other of await cards.all()) {
    const figures = await blankIn(other)
    if (Math.abs(figures.top - own.top) < 2)
      row.push({ pictured: (await other.locator('img').count()) > 0, ...figures })
  }
  return { card, own, row }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height} a post without a cover lays out without a blank stretch beside picture cards`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    const slug = `no-cover-${viewport.width}-${Date.now().toString(36)}`
    // The newest post: first in the blog list and in the strips of three.
    const id = await publishPost(request, { title: `A post without a cover ${slug}`, slug })
    try {
      for (const list of LISTS) {
        await page.goto(list.path)
        await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
        const { card, own, row } = await rowOf(page, slug)
        await expect(card.locator('img'), `${list.name}: the post has no picture`).toHaveCount(0)
        await expect(card.locator('[aria-hidden="true"]').first()).toBeVisible()
        const figures = row.map(
          (c) => `${c.pictured ? 'picture' : 'no cover'} ${c.height} px tall, ${c.blank} px blank`,
        )
        const said = `${list.name} at ${viewport.width} px: the card without a cover is ${own.height} px tall with ${own.blank} px blank; its row: ${figures.join('; ')}`
        if (viewport.width >= 768)
          expect(
            row.some((c) => c.pictured),
            `${said} (a picture card beside it)`,
          ).toBe(true)
        for (const c of row) expect(c.blank, said).toBeLessThanOrEqual(BLANK_PX)
        test.info().annotations.push({ type: 'figures', description: said })
      }
    } finally {
      expect((await deletePost(request, id)).status()).toBe(200)
    }
  })
}
