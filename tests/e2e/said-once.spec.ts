import { expect, test } from './fixtures'

import { pageHref } from '../../src/lib/content/reshape'
import { PROCESS_HREF } from '../../src/sections/PriceGuide/Component'
import { datasetPromise } from './dataset'

/**
 * Issue 36, "each thing said once": the six-step process is told on one page and linked from the others that price a
 * project; each client's testimonial is on the page where it belongs, besides /our-clients, which gathers them all.
 */
const PROCESS_PAGE = '/services'
const ALL_VOICES = '/our-clients'

test('the process is told on /services only; the pages with prices and /about-us link to it', async ({ request }) => {
  const data = await datasetPromise
  const pages = data.pages.filter((p) => !p.noindex)
  const told: string[] = []
  for (const entry of pages) {
    const href = pageHref(entry.slug)
    const html = await (await request.get(href)).text()
    if (html.includes('id="section-Works-title"')) told.push(href)
    if (entry.showPriceGuide || entry.slug === 'about-us')
      expect(html, `${href} links to the process`).toContain(`href="${PROCESS_HREF}"`)
  }
  expect(told).toEqual([PROCESS_PAGE])
})

test('each testimonial shows on one page besides /our-clients', async ({ request }) => {
  const data = await datasetPromise
  const voices = data.pageContents.filter((c) => c.type === 'Reviews')
  expect(voices.length).toBeGreaterThan(5)
  const pages = new Map<string, string>()
  for (const entry of data.pages.filter((p) => !p.noindex)) {
    const href = pageHref(entry.slug)
    pages.set(href, await (await request.get(href)).text())
  }
  for (const voice of voices) {
    // The quote's first words, as the page escapes them.
    const words = (voice.description ?? '')
      .replace(/<[^>]+>/g, '')
      .split(' ')
      .slice(0, 6)
      .join(' ')
    const quote = words.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
    const on = [...pages].filter(([, html]) => html.includes(quote)).map(([href]) => href)
    expect(on, `${voice.title}: "${words}"`).toContain(ALL_VOICES)
    expect(
      on.filter((href) => href !== ALL_VOICES),
      `${voice.title} is on ${on.join(', ')}`,
    ).toHaveLength(1)
  }
})
