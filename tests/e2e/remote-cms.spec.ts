import path from 'node:path'

import { expect, test } from './fixtures'

import { datasetPaths } from '../../src/seed/dataset'
import { datasetPromise, escapeHtml } from './dataset'
import { local, Processes, text } from './instances'
import { publishPostAt } from './posts'
import { E2E_MEDIA_DIR, seededDatabase } from './seeded'

/**
 * Remote CMS mode with two processes of the same build (.next-e2e, made by serve.sh):
 * `npm start` as the CMS on a database of its own, and a second `npm start` with
 * CONTENT_GRAPHQL_URL pointing at the first's /api/graphql (and a database of its own,
 * seeded with the same dataset, which it must not read for content). The site browses
 * the routes with the CMS's content, sees an edit by itself (it follows the CMS's change socket)
 * and passes it on to its own open pages, answers its revalidation endpoint (for CMSs that are
 * not this application), and, once the CMS is stopped, answers every page with the last content it
 * read, or 503 where it read none (src/lib/content/fallback.ts).
 */
test.describe.configure({ mode: 'serial' })

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 90
const PORTS = { cms: BASE_PORT + 1, site: BASE_PORT + 2 }
const url = local
const ADMIN = { email: 'remote-admin@northgrid.example', password: 'remote-admin-password-1' }
const REVALIDATE_SECRET = 'remote-revalidate-secret-0123456789'

const processes = new Processes()

async function startInstance(name: 'cms' | 'site', extra: Record<string, string> = {}): Promise<void> {
  // A server left on the port (an interrupted run) would answer for this one.
  expect(await fetch(url(PORTS[name], '/readyz')).catch(() => null), `port ${PORTS[name]} must be free`).toBeNull()
  await processes.startSite(name, PORTS[name], {
    DATABASE_URI: await seededDatabase(path.resolve(`data/remote-${name}.db`)),
    MEDIA_DIR: E2E_MEDIA_DIR,
    PAYLOAD_SECRET: `remote-${name}-secret-0123456789abcdef`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SITE_URL: url(PORTS[name], ''),
    ...extra,
  })
}

const kill = (name: string) => processes.kill(name)

async function staffToken(): Promise<string> {
  const res = await fetch(url(PORTS.cms, '/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** Sets the about-us banner title in the CMS, through its REST API as an editor. */
async function editAboutInCms(bannerTitle: string): Promise<void> {
  const about = (
    (await (await fetch(url(PORTS.cms, '/api/pages?where[slug][equals]=about-us'))).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]
  const res = await fetch(url(PORTS.cms, `/api/pages/${about.id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
    body: JSON.stringify({ bannerTitle }),
  })
  expect(res.status).toBe(200)
}

/** Publishes a post in the CMS as staff (201 expected) and returns its id. */
async function publishPostInCms(post: { title: string; slug: string; excerpt: string }): Promise<number> {
  return publishPostAt(url(PORTS.cms, ''), await staffToken(), { ...post, authorName: 'Remote Test' })
}

const revalidate = (secret: string) =>
  fetch(url(PORTS.site, '/api/revalidate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ collection: 'pages', slug: 'about-us' }),
  })

const cmsOnly = `Only in the CMS ${Date.now()}`

test.beforeAll(async () => {
  test.setTimeout(300_000)
  await startInstance('cms')
  // Edited in the CMS before the site starts: the site's own database never has this text.
  await editAboutInCms(cmsOnly)
  await startInstance('site', { CONTENT_GRAPHQL_URL: url(PORTS.cms, '/api/graphql'), REVALIDATE_SECRET })
})

test.afterAll(async () => {
  await processes.killAll()
})

test("the site in remote mode serves every route with the CMS's content", async ({ browser, page }) => {
  test.setTimeout(420_000) // every route through GraphQL, twice the time a quiet CI takes
  const paths = datasetPaths(await datasetPromise)
  expect(paths.length).toBeGreaterThan(10)
  // The markup is what is compared, so no scripts, styles or pictures, and four pages at a time.
  const markup = await browser.newContext({ javaScriptEnabled: false })
  await markup.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort('blockedbyclient'),
  )
  const heading = async (address: string): Promise<string> => {
    const tab = await markup.newPage()
    try {
      expect((await tab.goto(address, { waitUntil: 'domcontentloaded' }))?.status(), address).toBe(200)
      return (await tab.locator('h1').first().innerText()).trim()
    } finally {
      await tab.close()
    }
  }
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        expect(await heading(url(PORTS.site, path)), path).toBe(await heading(url(PORTS.cms, path)))
      }
    }),
  )
  await markup.close()
  await page.goto(url(PORTS.site, '/about-us'))
  await expect(page.getByText(cmsOnly).first()).toBeVisible()
})

test('an edit in the CMS reaches the site by itself within 5 s; the revalidation endpoint wants its secret', async ({
  page,
}) => {
  await page.goto(url(PORTS.site, '/about-us'))
  await expect(page.getByText(cmsOnly).first()).toBeVisible()
  const edited = `Edited in the CMS ${Date.now()}`
  await editAboutInCms(edited)
  // The site follows its CMS's contentChanged socket (src/publish/live/remote-sync.ts): nobody tells it.
  await expect
    .poll(async () => (await text(url(PORTS.site, '/about-us'))).includes(escapeHtml(edited)), {
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(true)
  await page.goto(url(PORTS.site, '/about-us'))
  await expect(page.getByText(edited).first()).toBeVisible()
  // For a CMS that is not this application.
  expect((await revalidate('not-the-secret')).status).toBe(401)
  expect((await revalidate(REVALIDATE_SECRET)).status).toBe(200)
})

test('a post published in the CMS is served by the site once its revalidation endpoint is told', async ({ page }) => {
  const slug = `remote-post-${Date.now()}`
  const title = `A post published in the CMS (${slug})`
  await publishPostInCms({ title, slug, excerpt: 'Published in the CMS, served by the site.' })
  const told = await fetch(url(PORTS.site, '/api/revalidate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${REVALIDATE_SECRET}` },
    body: JSON.stringify({ collection: 'posts', slug }),
  })
  expect(told.status).toBe(200)
  // The site's own database has no such post: its list of public paths comes from the CMS too.
  const answer = await page.goto(url(PORTS.site, `/blog/${slug}`))
  expect(answer?.status()).toBe(200)
  await expect(page.locator('h1').first()).toHaveText(title)
})

test('a post open in a tab on the site shows the title published in the CMS, without a reload', async ({ page }) => {
  const slug = `remote-live-${Date.now()}`
  const auth = { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` }
  const id = await publishPostInCms({
    title: `Remote live first (${slug})`,
    slug,
    excerpt: 'Followed on the site while open.',
  })
  // Nobody tells the site: it follows its CMS (src/publish/live/remote-sync.ts; the edit test above holds it to 5 s).
  await expect.poll(async () => (await fetch(url(PORTS.site, `/blog/${slug}`))).status, { timeout: 15_000 }).toBe(200)

  const sockets: string[] = []
  let subscribed = false
  page.on('websocket', (socket) => {
    sockets.push(socket.url())
    socket.on('framesent', ({ payload }) => (subscribed ||= String(payload).includes('"subscribe"')))
  })
  await page.goto(url(PORTS.site, `/blog/${slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Remote live first (${slug})`)
  // The page's one socket is to the site itself, which passes on its CMS's changes; the edit comes once it listens.
  await expect.poll(() => sockets.length).toBe(1)
  await expect.poll(() => subscribed).toBe(true)
  expect(new URL(sockets[0]).port).toBe(String(PORTS.site))
  await page.evaluate(() => Object.assign(window, { liveMarker: 'kept' }))

  const edited = await fetch(url(PORTS.cms, `/api/posts/${id}`), {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: `Remote live second (${slug})`, _status: 'published' }),
  })
  expect(edited.status).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Remote live second (${slug})`)
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('kept')
  expect(sockets).toHaveLength(1)
})

test('a post renamed in the CMS answers 301 at its old address on the site, by itself', async () => {
  const slug = `remote-move-${Date.now()}`
  const id = await publishPostInCms({ title: `Remote move (${slug})`, slug, excerpt: 'Renamed in the CMS.' })
  await expect.poll(async () => (await fetch(url(PORTS.site, `/blog/${slug}`))).status, { timeout: 15_000 }).toBe(200)
  const renamed = await fetch(url(PORTS.cms, `/api/posts/${id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
    body: JSON.stringify({ slug: `${slug}-moved`, _status: 'published' }),
  })
  expect(renamed.status).toBe(200)
  // The site reads the CMS's redirects over GraphQL once the change (which names them) reaches it.
  await expect
    .poll(
      async () => {
        const answer = await fetch(url(PORTS.site, `/blog/${slug}`), { redirect: 'manual' })
        return `${answer.status} ${new URL(answer.headers.get('location') ?? '/', url(PORTS.site, '/')).pathname}`
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(`301 /blog/${slug}-moved`)
})

/** Sets a post's title in the CMS, through its REST API as an editor. */
async function retitleInCms(id: number, title: string): Promise<void> {
  const res = await fetch(url(PORTS.cms, `/api/posts/${id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(res.status).toBe(200)
}

const siteShows = (path: string, html: string, shown = true) =>
  expect
    .poll(async () => (await text(url(PORTS.site, path))).includes(html), { timeout: 15_000, intervals: [250] })
    .toBe(shown)

test('with the CMS stopped after an edit made and undone, every public URL answers with the last content held, or 503', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const data = await datasetPromise
  const post = data.posts[0]
  const cmsPost = (
    (await (await fetch(url(PORTS.cms, `/api/posts?where[slug][equals]=${post.slug}`))).json()) as {
      docs: { id: number; title: string }[]
    }
  ).docs[0]
  const caseStudy = `/${data.caseStudies[0].slug}`
  const job = `/job/${data.jobs[0].slug}`
  // The headings as the CMS shows them, for pages the site has not rendered since the edit below.
  const headings = new Map<string, string>()
  for (const path of ['/', '/about-us', `/blog/${post.slug}`, '/blog', '/category/case-studies', caseStudy, job]) {
    expect((await page.goto(url(PORTS.cms, path)))?.status(), path).toBe(200)
    headings.set(path, (await page.locator('h1').first().innerText()).trim())
    // The site reads them once: what it holds when its CMS goes.
    expect((await page.goto(url(PORTS.site, path)))?.status(), path).toBe(200)
  }
  // A post the site's list of paths knows but whose content it never read: nothing of it is held.
  const unread = `remote-unread-${Date.now()}`
  await publishPostInCms({ title: `Never read by the site (${unread})`, slug: unread, excerpt: 'Not held.' })
  // An unknown path makes the site's proxy read its list of public paths again (at most once a second).
  await expect
    .poll(
      async () => {
        await fetch(url(PORTS.site, `/blog/not-yet-${Date.now()}`))
        return (await text(url(PORTS.site, '/blog'))).includes(unread)
      },
      { timeout: 15_000, intervals: [1_000] },
    )
    .toBe(true)

  // The site reads the post once, then an edit is made and undone in the CMS: the site's reads of it expire.
  await page.goto(url(PORTS.site, `/blog/${post.slug}`))
  const edited = `Edited then undone ${Date.now()}`
  await retitleInCms(cmsPost.id, edited)
  await siteShows(`/blog/${post.slug}`, escapeHtml(edited))
  await retitleInCms(cmsPost.id, cmsPost.title)
  await siteShows(`/blog/${post.slug}`, escapeHtml(edited), false)

  await kill('cms')
  expect(await fetch(url(PORTS.cms, '/readyz')).catch(() => null)).toBeNull()
  // The site's revalidation endpoint expires the about page too: it must render again, without its CMS.
  expect((await revalidate(REVALIDATE_SECRET)).status).toBe(200)

  const urls: [string, string][] = [
    ['/', headings.get('/')!],
    ['/?from=newsletter', headings.get('/')!],
    ['/about-us', headings.get('/about-us')!],
    ['/about-us?anything', headings.get('/about-us')!],
    [`/blog/${post.slug}`, headings.get(`/blog/${post.slug}`)!],
    [`/blog/${post.slug}?anything`, headings.get(`/blog/${post.slug}`)!],
    ['/blog?page=2', headings.get('/blog')!],
    ['/category/case-studies?sort=new', headings.get('/category/case-studies')!],
    [`${caseStudy}?ref=home`, headings.get(caseStudy)!],
    [`${job}?utm_source=board`, headings.get(job)!],
  ]
  expect(urls).toHaveLength(10)
  for (const [path, heading] of urls) {
    const res = await page.goto(url(PORTS.site, path))
    expect(res?.status(), path).toBe(200)
    await expect(page.locator('h1').first(), path).toHaveText(heading)
  }

  // Content never held: the unavailable page, with 503 and Retry-After, in the site's look, no stack.
  const unavailable = await fetch(url(PORTS.site, `/blog/${unread}?anything`), { headers: { accept: 'text/html' } })
  expect(unavailable.status).toBe(503)
  expect(Number(unavailable.headers.get('retry-after'))).toBeGreaterThan(0)
  const html = await unavailable.text()
  expect(html).toMatch(/<h1[^>]*>Temporarily unavailable<\/h1>/)
  expect(html).not.toContain('__next_error__')
  expect(html).not.toMatch(/ContentUnavailableError|ECONNREFUSED|Network request failed|\n\s+at /)
  // The site's header and footer (its menus are held), not the bare last-resort page.
  expect(html).toContain('href="/about-us"')
  const shown = await page.goto(url(PORTS.site, `/blog/${unread}`))
  expect(shown?.status()).toBe(503)
  await expect(page.locator('h1').first()).toHaveText('Temporarily unavailable')

  // A miss stays a miss.
  expect((await fetch(url(PORTS.site, '/blog/no-such-post-anywhere'))).status).toBe(404)
})
