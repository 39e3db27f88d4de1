import { expect, test } from './fixtures'

import { datasetPromise } from './dataset'

/**
 * Node sends a cached page that is one-byte (ASCII) text without re-encoding it; a single
 * typed arrow or middle dot in a component costs about a quarter of the pages per second
 * (bench/throughput). So components draw such marks with CSS (globals.css, "mark-*"), and
 * only the content itself may bring other characters into a page.
 */
test('pages carry no characters beyond ASCII except those of their content', async ({ request }) => {
  const data = await datasetPromise
  const contentChars = new Set([...JSON.stringify(data)].filter((c) => c.charCodeAt(0) > 127))
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(paths.length).toBeGreaterThan(40)
  const offenders: string[] = []
  for (const path of [...paths, '/blog', '/no-such-page']) {
    const html = await (await request.get(path)).text()
    const foreign = [...new Set([...html].filter((c) => c.charCodeAt(0) > 127 && !contentChars.has(c)))]
    if (foreign.length)
      offenders.push(
        `${path}: ${foreign.map((c) => `${c} (U+${c.charCodeAt(0).toString(16).padStart(4, '0')})`).join(' ')}`,
      )
  }
  expect(offenders).toEqual([])
})
