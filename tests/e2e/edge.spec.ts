import path from 'node:path'

import { expect, test } from './fixtures'

import { startVarnish, stopVarnish, type TestVarnish } from '../varnish'
import { local, Processes } from './instances'
import { publishPostAt } from './posts'
import { E2E_MEDIA_DIR, seededDatabase } from './seeded'

/**
 * Behind the committed Varnish (deploy/varnish/default.vcl, xkey): a server of the browser tests' build with
 * CDN_PURGER=varnish answers pages Varnish may keep for a day, naming their content in Surrogate-Key; an edit published
 * through the CMS purges them by those names, and a new visitor through Varnish sees it. The instance's second purge
 * comes a minute later here, so what the visitor sees within FIRST_PURGE is the first purge's doing; how soon (about
 * 0.2 s, the bound is 2 s) is bench/edge.ts's figure, not a timed assertion on a loaded CI machine.
 *
 * Needs varnishd and varnish-modules (Debian's packages; .ci/run installs them).
 */
test.describe.configure({ mode: 'serial' })

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 74
const PORTS = { varnish: BASE_PORT, site: BASE_PORT + 1 }
const ADMIN = { email: 'edge-admin@northgrid.example', password: 'edge-admin-password-1' }
const edge = (path: string) => local(PORTS.varnish, path)
/** Well under the second purge (CACHE_TAGS_RESYNC_SECONDS + 1 s) and the day Varnish keeps a page. */
const RESYNC_SECONDS = 60
const FIRST_PURGE = { timeout: 15_000, intervals: [100] }

const processes = new Processes()
let varnish: TestVarnish | undefined

async function staffToken(): Promise<string> {
  const res = await fetch(edge('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function retitle(id: number, title: string): Promise<void> {
  const res = await fetch(edge(`/api/posts/${id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(res.status).toBe(200)
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  for (const port of Object.values(PORTS))
    expect(await fetch(local(port, '/')).catch(() => null), `port ${port} must be free`).toBeNull()
  varnish = startVarnish(PORTS.varnish, [`127.0.0.1:${PORTS.site}`])
  processes.add('varnish', varnish.child)
  await processes.startSite('site', PORTS.site, {
    DATABASE_URI: await seededDatabase(path.resolve('data/edge-varnish.db')),
    MEDIA_DIR: E2E_MEDIA_DIR,
    PAYLOAD_SECRET: 'edge-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SITE_URL: edge(''),
    TRUST_PROXY: '127.0.0.1',
    CDN_PURGER: 'varnish',
    VARNISH_PURGE_URLS: edge('/'),
    CACHE_TAGS_RESYNC_SECONDS: String(RESYNC_SECONDS),
  })
  await expect
    .poll(async () => (await fetch(edge('/')).catch(() => null))?.status ?? 0, { timeout: 30_000, intervals: [250] })
    .toBe(200)
})

test.afterAll(async () => {
  await processes.killAll()
  stopVarnish(varnish)
})

test('an edit published through the CMS is seen through Varnish by a new visitor after its first purge', async ({
  browser,
}) => {
  const slug = `edge-purge-${Date.now()}`
  const id = await publishPostAt(edge(''), await staffToken(), { title: `Before the edit ${slug}`, slug })
  const address = edge(`/blog/${slug}`)

  // Varnish keeps the post for a day: only a purge can take it back. Until it holds that copy, ask again.
  await expect
    .poll(
      async () => {
        const answer = await fetch(address)
        return `${answer.headers.get('x-varnish-cache')} ${answer.headers.get('cache-control')}`
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toMatch(/^HIT .*\bs-maxage=86400\b/)
  // Varnish delivers without the content names; the instance sends them.
  expect((await fetch(address)).headers.get('surrogate-key')).toBeNull()
  const direct = await fetch(local(PORTS.site, `/blog/${slug}`))
  expect(direct.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining([`posts:${slug}`]))

  const first = await (await browser.newContext()).newPage()
  await first.goto(address)
  await expect(first.getByRole('heading', { level: 1 })).toHaveText(`Before the edit ${slug}`)

  const edited = `After the edit ${slug}`
  await retitle(id, edited)
  // A new visitor each time (no cookie, no cache of its own): the edit is served through Varnish.
  await expect.poll(async () => (await (await fetch(address)).text()).includes(edited), FIRST_PURGE).toBe(true)
  // And a browser that never saw the page shows it.
  const second = await (await browser.newContext()).newPage()
  await second.goto(address, { waitUntil: 'domcontentloaded' })
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(edited)
  await second.context().close()
  await first.context().close()
})

test('a renamed post’s old address answers 301 through Varnish after its first purge', async () => {
  const slug = `edge-move-${Date.now()}`
  const id = await publishPostAt(edge(''), await staffToken(), { title: `Moving ${slug}`, slug })
  const address = edge(`/blog/${slug}`)
  await expect
    .poll(async () => (await fetch(address)).headers.get('x-varnish-cache'), { timeout: 30_000, intervals: [500] })
    .toBe('HIT')
  const moved = await fetch(edge(`/api/posts/${id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
    body: JSON.stringify({ slug: `${slug}-moved`, _status: 'published' }),
  })
  expect(moved.status).toBe(200)
  // The copy Varnish kept for a day is purged by the old address's content name; the 301 comes from the instance.
  await expect
    .poll(async () => {
      const answer = await fetch(address, { redirect: 'manual' })
      return `${answer.status} ${new URL(answer.headers.get('location') ?? '', address).pathname}`
    }, FIRST_PURGE)
    .toBe(`301 /blog/${slug}-moved`)
})

test('a PURGE that names no keys is refused and drops nothing', async () => {
  const purge = await fetch(edge('/'), { method: 'PURGE' })
  expect(purge.status).toBe(400)
  expect(await purge.text()).toContain('xkey-purge')
})
