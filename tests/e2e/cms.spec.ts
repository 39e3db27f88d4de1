import fs from 'node:fs'

import { expect, test, type APIRequestContext } from './fixtures'

import { ADMIN, datasetPromise } from './dataset'
import { staffToken } from './staff'

const gql = (request: APIRequestContext, query: string, token?: string) =>
  request.post('/api/graphql', { data: { query }, headers: token ? { Authorization: `JWT ${token}` } : {} })

test.describe('anonymous visitors through REST and GraphQL', () => {
  test('read published content with the field names of SPEC.md', async ({ request }) => {
    const data = await datasetPromise
    const rest = await request.get('/api/pages?where[slug][equals]=home&depth=1')
    expect(rest.status()).toBe(200)
    const home = (await rest.json()).docs[0]
    expect(home.bannerTitle).toBe(data.pages.find((p) => p.slug === 'home')!.bannerTitle)

    const res = await gql(
      request,
      `{ Pages(where: { slug: { equals: "migrate-to-shopify" } }) { docs { id title order slug name shortDescription banner bannerUrl bannerTitle bannerDescription
          clientsTitle servicesTitle partnersTitle blogsTitle workTitle awardsTitle technologiesTitle platformTitle formTitle coreValuesTitle coreValuesDescription
          metaData { Type Url Locale Site_name twitter_card twitter_site } showInHeader showInFooter headerType pagesRef { bannerAlt bannerTitle bannerUrl } keywords
          pageContents { id title thumbnail { url } thumbnailUrl thumbnailAlt images { url } imageUrl pageContentRef { imageUrl imageAlt imageTitle thumbnailUrl thumbnailAlt thumbnailTitle }
            description shortDescription type slug promoteToHome order } } } }`,
    )
    const body = await res.json()
    expect(body.errors).toBeUndefined()
    const page = body.data.Pages.docs[0]
    expect(page.headerType).toBe('Header2')
    expect(page.metaData.Site_name).toBe(data.settings.agencyName)
    expect(page.pageContents.length).toBeGreaterThan(0)
  })

  test('cannot write content, read staff or change settings', async ({ request }) => {
    expect(
      (
        await request.post('/api/pages', { data: { title: 'x', name: 'x', slug: 'x', shortDescription: 'x' } })
      ).status(),
    ).toBe(403)
    const anyPage = (await (await request.get('/api/pages?limit=1')).json()).docs[0]
    expect((await request.patch(`/api/pages/${anyPage.id}`, { data: { title: 'hacked' } })).status()).toBe(403)
    expect((await request.delete(`/api/pages/${anyPage.id}`)).status()).toBe(403)
    expect((await request.get('/api/users')).status()).toBe(403)
    expect(
      (
        await request.post('/api/users', { data: { email: 'intruder@evil.example', password: 'intruder-password' } })
      ).status(),
    ).toBe(403)
    expect((await request.post('/api/globals/siteSettings', { data: { phone: '0' } })).status()).toBe(403)
    expect(
      (
        await request.post('/api/users/first-register', {
          data: { email: 'intruder@evil.example', password: 'intruder-password' },
        })
      ).status(),
    ).toBe(404)
    expect((await request.get('/build/create-first-user')).status()).toBe(404)

    const mutation = await (
      await gql(
        request,
        'mutation { createPage(data: { title: "x", name: "x", slug: "x", shortDescription: "x" }) { id } }',
      )
    ).json()
    expect(mutation.errors?.[0]?.message).toMatch(/not allowed/i)
    const users = await (await gql(request, '{ Users { docs { email } } }')).json()
    expect(users.errors?.[0]?.message).toMatch(/not allowed/i)
    const after = await (await request.get(`/api/pages/${anyPage.id}`)).json()
    expect(after.title).toBe(anyPage.title)
  })
})

test.describe('staff editing in the CMS', () => {
  test.describe.configure({ mode: 'serial' })

  test('staff sign in at /build/login and see the leads', async ({ page }) => {
    const thirdParty: string[] = []
    page.on(
      'request',
      (r) =>
        !r.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) &&
        r.url().startsWith('http') &&
        thirdParty.push(r.url()),
    )
    await page.goto('/build/login')
    // The admin's login form works only once React owns it.
    await page.waitForLoadState('networkidle')
    await page.getByLabel(/email/i).fill(ADMIN.email)
    await page.getByLabel(/password/i).fill(ADMIN.password)
    await page.getByRole('button', { name: /login/i }).click()
    // The URL changes once the dashboard has rendered on the server: seconds while other specs load the machine.
    await expect(page).toHaveURL(/\/build\/?$/, { timeout: 30_000 })
    await page.goto('/build/collections/quoteRequests')
    await expect(page.getByRole('heading', { name: 'Quote requests' })).toBeVisible()
    // The list offers the CSV export; the download uses the staff session.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export as CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const csv = fs.readFileSync(await download.path(), 'utf8')
    expect(csv.split('\n')[0]).toMatch(/^id,createdAt,name,email,/)
    expect(thirdParty.filter((u) => !u.includes('127.0.0.1'))).toEqual([])
  })

  test('an edit shows up on the public page without a rebuild', async ({ request, playwright }) => {
    const token = staffToken()
    // A visitor with no staff cookie, whose repeat views the server answers from its HTML cache
    // (server.ts) until the edit empties it; the cache would otherwise keep the page 60 s.
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    await expect.poll(async () => (await visitor.get('/about-us')).headers()['x-html-cache']).toBe('HIT')
    const before = await (await visitor.get('/about-us')).text()
    const about = (await (await request.get('/api/pages?where[slug][equals]=about-us')).json()).docs[0]
    expect(before).toContain(about.bannerTitle)
    const headline = `Edited in the CMS at ${Date.now()}`
    const res = await request.patch(`/api/pages/${about.id}`, {
      data: { bannerTitle: headline },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(res.status()).toBe(200)
    await expect.poll(async () => (await visitor.get('/about-us')).text(), { timeout: 15_000 }).toContain(headline)
    await visitor.dispose()
    await request.patch(`/api/pages/${about.id}`, {
      data: { bannerTitle: about.bannerTitle },
      headers: { Authorization: `JWT ${token}` },
    })
  })

  test('hostile rich text from the CMS is neutralised on the page', async ({ request, page }) => {
    const token = staffToken()
    const data = await datasetPromise
    const itemId = data.pages.find((p) => p.slug === 'services')!.pageContents[0]
    const original = (await (await request.get(`/api/pageContents/${itemId}`)).json()).description
    const marker = `Safe words ${Date.now()}`
    const hostile = `<p onmouseover="window.__pwned=1">${marker}</p><script>window.__pwned=2</script><img src="x" onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">click</a><iframe src="/"></iframe>`
    const res = await request.patch(`/api/pageContents/${itemId}`, {
      data: { description: hostile },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(res.status()).toBe(200)
    await expect.poll(async () => (await request.get('/services')).text(), { timeout: 15_000 }).toContain(marker)
    const html = await (await request.get('/services')).text()
    expect(html).not.toMatch(/__pwned|onerror|onmouseover|javascript:/)
    await page.goto('/services')
    await page.getByText(marker).hover()
    await page.getByText('click', { exact: true }).click()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await request.patch(`/api/pageContents/${itemId}`, {
      data: { description: original },
      headers: { Authorization: `JWT ${token}` },
    })
  })
})
