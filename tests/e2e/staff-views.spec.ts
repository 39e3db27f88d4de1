import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { baseURL } from '../../playwright.config'
import { finding, staffAuth, staffAxe, staffToken } from './staff'

/**
 * axe (WCAG 2.2 AA) on every staff view the other staff specs leave out, in the light and the dark theme: as an admin
 * the accounts, media, each content collection's edit view, the site settings, the account page, every other list and
 * global in the menu and the sign-in page; the views a sales person and an editor see of their own. The lead list, a
 * lead, the dashboard and the owner's overview are checked by staff.spec.ts and workspace.spec.ts. One sign-in per
 * role (a token as the CMS's cookie); the seeded content of the shared test server is read, never changed.
 */
test.describe.configure({ timeout: 300_000 })

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const THEMES = ['light', 'dark'] as const

type View = { name: string; path: string; ready: string }
const EDIT = 'form[data-form-ready="true"]'
const LIST = '.collection-list .table, .collection-list .no-results'

async function firstId(request: APIRequestContext, collection: string, headers = staffAuth()): Promise<number> {
  const res = await request.get(`/api/${collection}?limit=1&depth=0&draft=true`, { headers })
  expect(res.status(), collection).toBe(200)
  const doc = (await res.json()).docs[0] as { id: number } | undefined
  expect(doc, `a seeded ${collection} document`).toBeTruthy()
  return doc!.id
}

async function person(request: APIRequestContext, role: 'sales' | 'editor'): Promise<string> {
  const who = { email: `views-${role}-${run}@staff.example`, password: `${role}-password-123` }
  const made = await request.post('/api/users', {
    data: { ...who, name: `Views ${role}`, roles: [role] },
    headers: staffAuth(),
  })
  expect(made.status()).toBe(201)
  const res = await request.post('/api/users/login', { data: who })
  expect(res.status()).toBe(200)
  return (await res.json()).token as string
}

async function session(page: Page, token: string) {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}

/** Each view once per theme; every finding is reported with its view and theme. */
async function checkViews(page: Page, views: View[]) {
  const found: string[] = []
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const view of views) {
      await page.goto(view.path)
      await expect(page.locator(`html[data-theme="${scheme}"]`)).toHaveCount(1)
      await expect(page.locator(view.ready).first()).toBeVisible({ timeout: 30_000 })
      const result = await staffAxe(page).analyze()
      for (const v of result.violations) found.push(`${view.name} (${scheme}) ${finding(v)}`)
    }
  }
  expect(found).toEqual([])
}

test('admin: accounts and media', async ({ page, request }) => {
  const user = (await (await request.get('/api/users/me', { headers: staffAuth() })).json()).user.id as number
  const media = await firstId(request, 'media')
  await session(page, staffToken())
  await checkViews(page, [
    { name: 'users list', path: '/build/collections/users', ready: LIST },
    { name: 'a user', path: `/build/collections/users/${user}`, ready: EDIT },
    { name: 'media list', path: '/build/collections/media', ready: LIST },
    { name: 'a media item', path: `/build/collections/media/${media}`, ready: EDIT },
    { name: 'account', path: '/build/account', ready: EDIT },
  ])
})

test('admin: editing a post, a case study, a job, a page and the site settings', async ({ page, request }) => {
  const ids = {
    posts: await firstId(request, 'posts'),
    caseStudies: await firstId(request, 'caseStudies'),
    jobs: await firstId(request, 'jobs'),
    pages: await firstId(request, 'pages'),
  }
  await session(page, staffToken())
  await checkViews(page, [
    ...Object.entries(ids).map(([collection, id]) => ({
      name: `a ${collection} document`,
      path: `/build/collections/${collection}/${id}`,
      ready: EDIT,
    })),
    { name: 'site settings', path: '/build/globals/siteSettings', ready: EDIT },
  ])
})

/**
 * The admin menu's other lists and globals, split between two tests so two workers share them. One load a view: the
 * dark theme is Payload's `data-theme` on <html>, set in place after the light check (what Payload sets at load).
 */
async function menuViews(page: Page, half: 0 | 1) {
  await session(page, staffToken())
  await page.goto('/build')
  const nav = page.locator('nav a[href^="/build/collections/"], nav a[href^="/build/globals/"]')
  await expect(nav.first()).toBeVisible({ timeout: 30_000 })
  // Checked by the tests above or by the staff, workspace and staff-clock specs.
  const elsewhere = ['users', 'media', 'siteSettings', 'contactMessages']
  const paths = (await nav.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).filter(
    (path) => !elsewhere.includes(path.split('/').pop() ?? ''),
  )
  expect(paths.length, 'lists and globals in the admin menu').toBeGreaterThanOrEqual(10)
  const found: string[] = []
  for (const path of paths.filter((_, i) => i % 2 === half)) {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(path)
    await expect(page.locator(path.startsWith('/build/globals/') ? EDIT : LIST).first()).toBeVisible({
      timeout: 30_000,
    })
    for (const scheme of THEMES) {
      if (scheme === 'dark') {
        await page.emulateMedia({ colorScheme: 'dark' })
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
      }
      await expect(page.locator(`html[data-theme="${scheme}"]`)).toHaveCount(1)
      for (const v of (await staffAxe(page).analyze()).violations) found.push(`${path} (${scheme}) ${finding(v)}`)
    }
  }
  expect(found).toEqual([])
}

test('admin: the first half of the other lists and globals in the menu', async ({ page }) => {
  await menuViews(page, 0)
})

test('admin: the second half of the other lists and globals in the menu, and the sign-in page', async ({ page }) => {
  await menuViews(page, 1)
  await page.context().clearCookies()
  await checkViews(page, [{ name: 'sign-in', path: '/build/login', ready: 'form' }])
})

test('sales and editor: the views of their own', async ({ page, request }) => {
  const sales = await person(request, 'sales')
  const editor = await person(request, 'editor')
  await session(page, sales)
  await checkViews(page, [
    { name: 'sales: job applications', path: '/build/collections/jobApplications', ready: LIST },
    { name: 'sales: privacy requests', path: '/build/collections/privacyRequests', ready: LIST },
    { name: 'sales: account', path: '/build/account', ready: EDIT },
  ])
  await page.context().clearCookies()
  await session(page, editor)
  const post = await firstId(request, 'posts', { Authorization: `JWT ${editor}` })
  await checkViews(page, [
    { name: 'editor: dashboard', path: '/build', ready: '.ng-dashboard' },
    { name: 'editor: posts list', path: '/build/collections/posts', ready: LIST },
    { name: 'editor: a post', path: `/build/collections/posts/${post}`, ready: EDIT },
    { name: 'editor: account', path: '/build/account', ready: EDIT },
  ])
})
