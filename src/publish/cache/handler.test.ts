import { afterAll, describe, expect, it } from 'vitest'

import CacheHandler from './handler.mjs'
import { pathsTagged, renderedTags } from './page-tags.mjs'
import { stopSharing } from './shared-tags.mjs'
import { createUseCacheHandler } from './use-cache-handler.mjs'

/** Next.js puts the reads' tags in a page's x-next-cache-tags, so an expiry reaching either handler expires both. */
afterAll(() => stopSharing())

const page = (tags: string[]) => ({
  kind: 'APP_PAGE',
  html: '<h1>About us</h1>',
  rscData: Buffer.from('rsc'),
  status: 200,
  headers: { 'x-next-cache-tags': tags.join(',') },
})
const unique = (name: string) => `test-${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`

describe('the pages cache handler', () => {
  it('records which content each page holds, for the edge headers: its reads’ tags, not Next.js’s own', async () => {
    const pages = new CacheHandler({})
    const document = unique('pages:about-us')
    await pages.set('/index', page(['_N_T_/layout', '_N_T_/index', 'settings', document]), {})
    expect(renderedTags('/')).toEqual([document, 'settings'].sort())
    expect(pathsTagged([document])).toEqual(['/'])
    await pages.set('/index', { kind: 'FETCH', data: {}, revalidate: 60 }, {})
    expect(renderedTags('/')).toEqual([document, 'settings'].sort())
  })

  it("misses a page once a tag of its content reads is expired through the 'use cache' handler", async () => {
    const pages = new CacheHandler({})
    const [key, other] = [unique('/about-us'), unique('/services')]
    const [document, otherDocument] = [unique('pages:about-us'), unique('pages:services')]
    await pages.set(key, page(['pages', document]), {})
    await pages.set(other, page(['pages', otherDocument]), {})
    expect(await pages.get(key, { kind: 'APP_PAGE' })).toMatchObject({ value: { html: '<h1>About us</h1>' } })
    // What Next.js's revalidateTag does for the 'use cache' handler (it tells the pages' handler too).
    await createUseCacheHandler().updateTags([document], { expire: 0 })
    expect(await pages.get(key, { kind: 'APP_PAGE' })).toBeNull()
    expect(await pages.get(other, { kind: 'APP_PAGE' })).toMatchObject({ value: { html: '<h1>About us</h1>' } })
    // And the other way round.
    const read = unique('read')
    const reads = createUseCacheHandler()
    await reads.set(
      read,
      Promise.resolve({
        value: new Blob(['{}']).stream(),
        tags: [otherDocument],
        stale: 300,
        timestamp: Date.now() - 60_000,
        expire: 31_536_000,
        revalidate: 2_592_000,
      }),
    )
    await pages.revalidateTag([otherDocument])
    expect(await reads.get(read, [])).toBeUndefined()
    expect(await pages.get(other, { kind: 'APP_PAGE' })).toBeNull()
  })

  it('does not keep an empty value (a page or read that found nothing)', async () => {
    const pages = new CacheHandler({})
    const key = unique('/no-such-page')
    await pages.set(key, null, {})
    expect(await pages.get(key, { kind: 'APP_PAGE' })).toBeNull()
  })
})
