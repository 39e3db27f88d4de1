import { expect, test, type Locator, type Page } from './fixtures'

import { pageHref } from '../../src/lib/content/reshape'
import { datasetPromise } from './dataset'
import { deletePost, publishPost } from './posts'
import { staffAuth } from './staff'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** The Media file a next/image element shows (its src is /_next/image?url=...). */
async function mediaFile(img: Locator): Promise<string> {
  const src = (await img.getAttribute('src')) ?? ''
  const url = new URL(src, 'http://site.invalid')
  const file = url.pathname === '/_next/image' ? new URL(url.searchParams.get('url') ?? '', url) : url
  // Each file is linked with its version (MediaImage's pictureOf), so that a replaced one is a new address.
  expect(file.searchParams.get('v')).toMatch(/^[0-9a-z]+$/)
  return file.pathname
}

/** Scrolls to the end and back, so every lazy picture loads, then waits for them all. */
async function loadAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() =>
    [...document.images].filter((i) => i.checkVisibility()).every((i) => i.complete && i.naturalWidth > 0),
  )
}

/** Every visible picture of the page's main part has an alt attribute and its width and height set. */
async function expectSized(page: Page): Promise<number> {
  const imgs = await page.locator('main img').evaluateAll((els) =>
    els.map((el) => ({
      alt: el.getAttribute('alt'),
      width: el.getAttribute('width'),
      height: el.getAttribute('height'),
      src: el.getAttribute('src'),
    })),
  )
  for (const img of imgs) {
    expect(img.alt, `${img.src} has an alt attribute`).not.toBeNull()
    expect(Number(img.width), `${img.src} has a width`).toBeGreaterThan(0)
    expect(Number(img.height), `${img.src} has a height`).toBeGreaterThan(0)
  }
  return imgs.length
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('every case-study card shows its cover, on /case-studies and on the home page (at least three there)', async ({
      page,
    }) => {
      const data = await datasetPromise
      await page.goto('/case-studies')
      const cards = page.locator('[data-case-study-card]')
      await expect(cards).toHaveCount(data.caseStudies.length)
      for (const card of await cards.all()) {
        const cover = card.locator('img')
        await expect(cover).toHaveCount(1)
        expect(await mediaFile(cover)).toMatch(/^\/api\/media\/file\/.+-cover\.webp$/)
        expect(await cover.getAttribute('alt')).toMatch(/\S/)
      }
      await page.goto('/')
      const home = page.locator('[data-case-study-card]')
      expect(await home.count()).toBeGreaterThanOrEqual(3)
      for (const card of await home.all()) {
        expect(await mediaFile(card.locator('img'))).toMatch(/-cover\.webp$/)
        const href = await card.getByRole('link').first().getAttribute('href')
        expect(data.caseStudies.map((c) => `/${c.slug}`)).toContain(href)
      }
      await loadAll(page)
      await expectSized(page)
    })

    test('a case study: its cover in the first screen, three more pictures with captions, nothing shifting', async ({
      page,
    }) => {
      const data = await datasetPromise
      // Layout shifts whose moved nodes include a picture, recorded from the start of the page.
      await page.addInitScript(() => {
        const w = window as unknown as { pictureShifts: string[] }
        w.pictureShifts = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
            for (const s of entry.sources ?? []) {
              const node = s.node
              if (node instanceof Element && (node.tagName === 'IMG' || node.querySelector('img')))
                w.pictureShifts.push(node.outerHTML.slice(0, 120))
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      for (const study of data.caseStudies.slice(0, 2)) {
        await page.goto(`/${study.slug}`)
        const cover = page.locator('article header img')
        await expect(cover).toBeVisible()
        expect(await mediaFile(cover)).toBe(`/api/media/file/${study.thumbnail}`)
        const box = (await cover.boundingBox())!
        expect(box.y, 'the cover starts in the first screen').toBeLessThan(viewport.height)
        const figures = page.locator('article figure:has(img)')
        expect(await figures.count()).toBeGreaterThanOrEqual(3)
        for (const [i, figure] of (await figures.all()).entries()) {
          await expect(figure.locator('figcaption')).toHaveText(study.images[i].caption)
          expect(await figure.locator('img').getAttribute('alt')).toMatch(/\S/)
          // Below the first screen, pictures wait until they are near.
          expect(await figure.locator('img').getAttribute('loading')).toBe('lazy')
        }
        await loadAll(page)
        expect(await expectSized(page)).toBeGreaterThanOrEqual(4)
        expect(await page.evaluate(() => (window as unknown as { pictureShifts: string[] }).pictureShifts)).toEqual([])
      }
    })
  })
}

test('a post with a cover shows it first, eagerly, and on its card; a post without one shows none', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP)
  const data = await datasetPromise
  const covered = data.posts.find((p) => p.cover)!
  // Every post of the dataset has a cover: the one without is published here.
  const plain = { slug: `without-a-cover-${Date.now().toString(36)}`, title: 'A post without a cover' }
  const plainId = await publishPost(request, plain)
  const alt = data.media.find((m) => m.file === covered.cover)?.alt
  await page.goto(`/blog/${covered.slug}`)
  const cover = page.locator('article header img')
  await expect(cover).toBeVisible()
  expect(await mediaFile(cover)).toBe(`/api/media/file/${covered.cover}`)
  expect(await cover.getAttribute('alt')).toBe(alt)
  // In the first screen it may be the largest paint: fetched at once, not lazily.
  expect(await cover.getAttribute('loading')).not.toBe('lazy')
  expect((await cover.boundingBox())!.y).toBeLessThan(DESKTOP.height)
  await expectSized(page)
  await page.goto(`/blog/${plain.slug}`)
  await expect(page.locator('article header h1')).toHaveText(plain.title)
  await expect(page.locator('article img')).toHaveCount(0)
  await page.goto('/blogs')
  const card = (slug: string) => page.locator('main li').filter({ has: page.locator(`a[href="/blog/${slug}"]`) })
  const picture = card(covered.slug).locator('img')
  expect(await mediaFile(picture)).toBe(`/api/media/file/${covered.cover}`)
  expect(await picture.getAttribute('alt')).toBe(alt)
  expect(await picture.getAttribute('loading')).toBe('lazy')
  await expect(card(plain.slug).locator('img')).toHaveCount(0)
  expect((await deletePost(request, plainId)).status()).toBe(200)
})

test('no two pages share the picture beside their heading; on a phone it is neither shown nor fetched', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000) // nineteen pages, then a phone's view
  const data = await datasetPromise
  // The server's markup chooses the banner: read without scripts, so no page waits for its hydration.
  const markup = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL })
  const page = await markup.newPage()
  const seen = new Map<string, string>()
  // The form pages open on their form (FORM_FIRST in src/sections/FormFirst.tsx): no banner there.
  const formFirst = new Set(['new-project', 'contact-us'])
  for (const p of data.pages.filter((p) => p.bannerImage && !formFirst.has(p.slug))) {
    // Without scripts lazy pictures load at once: not waiting for them spares the image optimizer every page's set.
    await page.goto(pageHref(p.slug), { waitUntil: 'domcontentloaded' })
    const banner = page.locator('section[aria-labelledby="page-title"] img').first()
    await expect(banner).toBeVisible()
    const file = await mediaFile(banner)
    expect(file).toBe(`/api/media/file/${p.bannerImage}`)
    expect(seen.get(file), `${p.slug} and ${seen.get(file)} share ${file}`).toBeUndefined()
    seen.set(file, p.slug)
    expect(await banner.getAttribute('loading')).toBe('lazy')
  }
  expect(seen.size).toBeGreaterThanOrEqual(18)
  await markup.close()

  const phone = await browser.newPage({ viewport: PHONE })
  const fetched: string[] = []
  phone.on('request', (r) => {
    if (r.url().includes('banner-')) fetched.push(r.url())
  })
  await phone.goto('/')
  await phone.waitForLoadState('networkidle')
  await expect(phone.locator('section[aria-labelledby="page-title"] img')).toBeHidden()
  expect(fetched).toEqual([])
  await phone.close()
})

test('logos and award badges are Media pictures, each linked to its source; the drawn badge route is gone', async ({
  page,
  request,
}) => {
  const data = await datasetPromise
  for (const type of ['Clients', 'Partners', 'Awards'] as const) {
    // The first page that shows pictured items of this type.
    const shows = (slug: string) => (c: (typeof data.pageContents)[number]) =>
      c.type === type && c.thumbnail && data.pages.find((p) => p.slug === slug)!.pageContents.includes(c.id)
    const host = data.pages.find((p) => data.pageContents.some(shows(p.slug)))
    expect(host, type).toBeDefined()
    await page.goto(pageHref(host!.slug))
    for (const item of data.pageContents.filter(shows(host!.slug))) {
      const picture = `img[alt^="${item.title}"]`
      const img = page.locator(`main ${picture}`).first()
      expect(await mediaFile(img), item.id).toBe(`/api/media/file/${item.thumbnail}`)
      const link = page.locator('main a[data-proof-link]', { has: page.locator(picture) }).first()
      const href = await link.getAttribute('href')
      expect(href, item.id).toBe(/^https?:/.test(item.slug ?? '') ? item.slug : `/${item.slug}`)
    }
  }
  expect((await request.get('/badges/2025.svg')).status()).toBe(404)
})

test('Media refuses an SVG and a picture without alt text, and changes nothing', async ({ request }) => {
  const headers = staffAuth()
  const count = async () => (await (await request.get('/api/media?limit=0', { headers })).json()).totalDocs as number
  const before = await count()
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  )
  const refusedSvg = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg },
      _payload: JSON.stringify({ alt: 'A logo' }),
    },
  })
  expect(refusedSvg.status()).toBeGreaterThanOrEqual(400)
  expect(refusedSvg.status()).toBeLessThan(500)
  // The same SVG named as a PNG: the file's content decides, not its name.
  const disguised = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: 'logo.png', mimeType: 'image/png', buffer: svg },
      _payload: JSON.stringify({ alt: 'A logo' }),
    },
  })
  expect(disguised.status()).toBeGreaterThanOrEqual(400)
  expect(disguised.status()).toBeLessThan(500)
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  const withoutAlt = await request.post('/api/media', {
    headers,
    multipart: { file: { name: 'dot.png', mimeType: 'image/png', buffer: png }, _payload: JSON.stringify({}) },
  })
  expect(withoutAlt.status()).toBe(400)
  expect(await count()).toBe(before)
})

test('reviews show each platform, its rating and count, linked to the profile', async ({ page }) => {
  const data = await datasetPromise
  const profiles = data.pageContents.filter((c) => c.type === 'ReviewProfiles')
  expect(profiles.length).toBeGreaterThan(0)
  const host = data.pages.find((p) => profiles.every((profile) => p.pageContents.includes(profile.id)))!
  await page.goto(pageHref(host.slug))
  const shown = page.locator('[data-review-profile]')
  await expect(shown).toHaveCount(profiles.length)
  for (const [i, profile] of profiles.entries()) {
    const [, rating, count] = /([\d.]+) out of 5 from (\d+) reviews/.exec(profile.shortDescription ?? '')!
    await expect(shown.nth(i)).toContainText(profile.title!)
    await expect(shown.nth(i)).toContainText(`${rating} out of 5, ${count} reviews`)
    await expect(shown.nth(i).getByRole('link', { name: `See the profile on ${profile.title}` })).toHaveAttribute(
      'href',
      profile.slug!,
    )
  }
})

test('the CMS refuses a banner picture another page shows, naming that page, and changes nothing', async ({
  request,
}) => {
  const headers = staffAuth()
  const read = async (slug: string) =>
    (await (await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0`, { headers })).json()).docs[0] as {
      id: number
      bannerImage: number
    }
  const [home, services] = [await read('home'), await read('services')]
  const res = await request.patch(`/api/pages/${services.id}`, { headers, data: { bannerImage: home.bannerImage } })
  expect(res.status()).toBe(400)
  // Payload's REST answer names the field; /build shows the page that has the picture beside it.
  expect(await res.text()).toContain('Banner Image')
  expect((await read('services')).bannerImage).toBe(services.bannerImage)
})

const words = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const pictureNode = (picture: number, caption: string | null) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: `${Date.now().toString(16).padStart(12, '0')}${String(picture).padStart(12, '0')}`.slice(-24),
  relationTo: 'media',
  value: picture,
  fields: { caption },
})

test('pictures placed in a post’s body show where "[picture N]" says, with their captions, with and without JavaScript', async ({
  browser,
  request,
}) => {
  const data = await datasetPromise
  const files = data.media.filter((m) => m.file.endsWith('-cover.webp')).slice(0, 2)
  const ids = await Promise.all(
    files.map(async (m) => {
      const found = await request.get(`/api/media?where[filename][equals]=${encodeURIComponent(m.file)}&depth=0`)
      return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
    }),
  )
  const slug = `body-pictures-${Date.now()}`
  const created = await request.post('/api/posts', {
    headers: staffAuth(),
    data: {
      title: `Pictures in the body ${slug}`,
      slug,
      excerpt: 'A post whose body places two pictures.',
      // The editor's document: paragraphs and the Upload feature's picture nodes, each with its caption.
      body: {
        root: {
          type: 'root',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            words('Intro words.'),
            pictureNode(ids[1], null),
            words('Middle words.'),
            pictureNode(ids[0], 'The first picture, placed second'),
            words('Closing words.'),
          ],
        },
      },
      authorName: 'Browser Test',
      publishedAt: new Date().toISOString(),
      category: 'News',
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  // Published for this test only: the sitemap test expects the dataset's posts.
  try {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP })
      const page = await context.newPage()
      await page.goto(`/blog/${slug}`)
      const body = page.locator('article')
      // Text and pictures in the order the body gives, each picture once.
      const order = await body.evaluate((article) =>
        [...article.querySelectorAll('p, figure')]
          .map((el) =>
            el.tagName === 'FIGURE' ? `figure:${el.querySelector('img')?.getAttribute('alt')}` : (el.textContent ?? ''),
          )
          .filter((text) => text.startsWith('figure:') || text.endsWith(' words.')),
      )
      expect(order).toEqual([
        'Intro words.',
        `figure:${files[1].alt}`,
        'Middle words.',
        `figure:${files[0].alt}`,
        'Closing words.',
      ])
      await expect(body.locator('figure figcaption')).toHaveText(['The first picture, placed second'])
      await expect(page.getByText('[picture', { exact: false })).toHaveCount(0)
      const pictures = body.locator('figure img')
      expect(await mediaFile(pictures.nth(0))).toBe(`/api/media/file/${files[1].file}`)
      expect(await mediaFile(pictures.nth(1))).toBe(`/api/media/file/${files[0].file}`)
      // Below the first screen: fetched when scrolled to, each with its size set.
      expect(await pictures.nth(0).getAttribute('loading')).toBe('lazy')
      await expectSized(page)
      // Scrolled to, each loads (the scroll is a script: with JavaScript off the page's timers never run).
      if (javaScriptEnabled) await loadAll(page)
      await context.close()
    }
  } finally {
    await deletePost(request, doc.id)
  }
})
