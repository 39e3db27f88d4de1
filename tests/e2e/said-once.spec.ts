import { JSDOM } from 'jsdom'

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

/**
 * Issue 53: no block of copy (a paragraph, a list item, a card's text) of 120 characters or more is word for word on
 * more than two of the site's pages, nor twice on one page; nor is a sentence of 50 or more said twice on one page.
 * The pages are the sitemap's; the text is each page's <main>, as a reader (or a search engine) meets it.
 */
const LONG_BLOCK = 120
const LONG_SENTENCE = 50
const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'BR',
  'CODE',
  'EM',
  'I',
  'LABEL',
  'MARK',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
])

/** The text each block of <main> holds itself (a nested block's text is its own block), normalised. */
function blocksOf(html: string): string[] {
  const document = new JSDOM(html).window.document
  const main = document.querySelector('main')
  if (!main) return []
  main.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove())
  const own = new Map<Element, string>()
  const walker = document.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue
    let block = node.parentElement
    while (block && block !== main && INLINE.has(block.tagName)) block = block.parentElement
    if (block) own.set(block, (own.get(block) ?? '') + node.nodeValue)
  }
  return [...own.values()].map((text) => text.replace(/\s+/g, ' ').trim())
}

test('no block of 120 characters is on more than two pages, and no page says a thing twice', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(paths.length).toBeGreaterThan(20)
  const pagesOf = new Map<string, Set<string>>()
  const twice: string[] = []
  for (const path of paths) {
    const blocks = blocksOf(await (await request.get(path)).text())
    const long = blocks.filter((text) => text.length >= LONG_BLOCK)
    for (const text of long) pagesOf.set(text, (pagesOf.get(text) ?? new Set()).add(path))
    const sentences = blocks.flatMap((text) => text.split(/(?<=[.!?])\s+/)).filter((s) => s.length >= LONG_SENTENCE)
    for (const sentence of new Set(sentences))
      if (sentences.indexOf(sentence) !== sentences.lastIndexOf(sentence)) twice.push(`${path}: "${sentence}"`)
  }
  const repeated = [...pagesOf]
    .filter(([, on]) => on.size > 2)
    .map(([text, on]) => `"${text.slice(0, 80)}..." on ${on.size} pages: ${[...on].join(', ')}`)
  expect(repeated, 'blocks of 120+ characters on more than two pages').toEqual([])
  expect(twice, 'sentences said twice on one page').toEqual([])
})
