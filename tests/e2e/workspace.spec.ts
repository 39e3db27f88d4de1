import http from 'node:http'

import AxeBuilder from '@axe-core/playwright'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { META_FIELDS } from '../../src/forms/definitions'
import { baseURL } from '../../playwright.config'
import { ADMIN } from './dataset'
import { postFrom } from './visitors'

/**
 * The staff workspace as each role meets it (issue 39): delivery health that tells the truth, one staff origin,
 * a lead's notes as text, removing a person who owns leads, pictures in use that cannot be deleted. Each test makes
 * its own people and leads, so they run side by side. The test server has no mail transport (tests/e2e/serve.sh).
 */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
type Who = { email: string; password: string }

async function jwt(request: APIRequestContext, who: Who): Promise<string> {
  const res = await request.post('/api/users/login', { data: who })
  expect(res.status()).toBe(200)
  return (await res.json()).token as string
}
const auth = (token: string) => ({ Authorization: `JWT ${token}` })

async function person(
  request: APIRequestContext,
  role: 'sales' | 'editor' | 'admin',
  name: string,
): Promise<Who & { id: number }> {
  const who = {
    email: `${role}-${name.split(' ')[0].toLowerCase()}-${run}@staff.example`,
    password: `${role}-password-123`,
  }
  const res = await request.post('/api/users', {
    data: { ...who, name, roles: [role] },
    headers: auth(await jwt(request, ADMIN)),
  })
  expect(res.status()).toBe(201)
  return { ...who, id: (await res.json()).doc.id as number }
}

async function signIn(page: Page, who: Who) {
  await page.goto('/build/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/build\/?$/)
}

let visitor = 0
async function sendContact(email: string, extra: Record<string, unknown> = {}) {
  const res = await postFrom(`127.0.${60 + (process.pid % 40)}.${10 + (++visitor % 200)}`, '/api/forms/contact', {
    name: 'Morgan Lee',
    email,
    message: 'We would like a new store.',
    page: '/contact-us',
    ...extra,
  })
  expect(res.status).toBe(200)
}

async function leadOf(request: APIRequestContext, token: string, email: string) {
  const res = await request.get(`/api/contactMessages?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: auth(token),
  })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0] as { id: number; status: string; deliveryStatus: string; owner?: number | null }
}

const violations = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

test('sales: no transport is said plainly, every lead nobody was told of counts as not delivered, spam is never "Delivered"', async ({
  page,
  request,
}) => {
  const sales = await person(request, 'sales', 'Sam Sales')
  const token = await jwt(request, sales)
  const plain = `health-${run}@visitor.example`
  const spam = `health-spam-${run}@visitor.example`
  await sendContact(plain)
  await sendContact(spam, { [META_FIELDS.honeypot]: 'bot' })
  await expect.poll(async () => (await leadOf(request, token, plain))?.deliveryStatus).toBe('no-transport')
  await expect.poll(async () => (await leadOf(request, token, spam))?.deliveryStatus).toBe('skipped')

  await signIn(page, sales)
  await expect(page.getByRole('region', { name: 'Mail delivery' })).toContainText('No mail transport is configured')
  await expect(page.getByTestId('no-transport')).toContainText('Nobody is told of new leads')
  const notDelivered = page.getByRole('link', { name: /not delivered: Contact messages/ })
  const count = Number(await notDelivered.textContent())
  expect(count).toBeGreaterThanOrEqual(1)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const axe = await new AxeBuilder({ page })
      .include('.ng-dashboard')
      .include('.ng-banner')
      .withTags(AXE_TAGS)
      .analyze()
    expect(violations(axe), scheme).toEqual([])
  }
  // The figure's link lists exactly the leads it counts.
  await notDelivered.click()
  await expect(page.locator('.table tbody tr, .no-results').first()).toBeVisible()
  await page.goto(`${page.url()}&limit=100`)
  await expect(page.locator('.table tbody tr').first()).toBeVisible()
  expect(await page.locator('.table tbody tr').count()).toBe(Math.min(count, 100))

  await page.goto('/build/collections/contactMessages?where[status][equals]=spam&limit=100')
  const spamRow = page.getByRole('row').filter({ hasText: spam })
  await expect(spamRow).toContainText('Not e-mailed (spam)')
  await expect(spamRow).not.toContainText('Delivered')
})

test("anyone: /build at another host name than SITE_URL's is sent to SITE_URL's, where changes are accepted", async () => {
  const site = new URL(baseURL)
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(
        { host: site.hostname, port: site.port, path: '/build/login?x=1', headers: { host: `localhost:${site.port}` } },
        resolve,
      )
      .on('error', reject),
  )
  answer.resume()
  expect(answer.statusCode).toBe(307)
  expect(answer.headers.location).toBe(`${site.origin}/build/login?x=1`)
})

test('sales: saved notes read as text, a new one is added under my name; axe on the lead in both themes', async ({
  page,
  request,
}) => {
  const sales = await person(request, 'sales', 'Noor Notes')
  const email = `notes-${run}@visitor.example`
  await sendContact(email)
  const token = await jwt(request, sales)
  await expect.poll(async () => (await leadOf(request, token, email))?.id).toBeTruthy()
  const lead = await leadOf(request, token, email)
  await signIn(page, sales)
  await page.goto(`/build/collections/contactMessages/${lead.id}`)
  await expect(page.getByRole('heading', { name: 'Morgan Lee' })).toBeVisible()
  await page.getByLabel('Add a note').fill('Called back, sending the proposal Friday')
  await page.getByRole('button', { name: 'Save' }).click()
  const notes = page.getByRole('region', { name: 'Notes' })
  await expect(notes.getByRole('listitem')).toHaveCount(1)
  await expect(notes).toContainText('Called back, sending the proposal Friday')
  await expect(notes).toContainText('Noor Notes')
  await expect(notes.locator('textarea, input')).toHaveCount(0)
  await expect(page.getByLabel('Add a note')).toHaveValue('')
  // An edit of a saved note through the API is refused, saying why.
  const stored = (await (await request.get(`/api/contactMessages/${lead.id}?depth=0`, { headers: auth(token) })).json())
    .notes as { id: string; text: string }[]
  const edit = await request.patch(`/api/contactMessages/${lead.id}`, {
    data: { notes: [{ id: stored[0].id, text: 'Rewritten' }] },
    headers: auth(token),
  })
  expect(edit.status()).toBe(400)
  expect((await edit.json()).errors[0].message).toMatch(/cannot be changed/)

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    // Payload's own controls' findings are listed in docs/staff.md; ours (notes, banner) are checked.
    const axe = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .exclude('.react-select')
      .exclude('.popup-button')
      .exclude('.react-datepicker__input-container')
      .exclude('.doc-tabs__tabs')
      .analyze()
    expect(violations(axe), scheme).toEqual([])
  }
})

test('admin: removing a person who owns leads hands them over to the one chosen', async ({ page, request }) => {
  const leaving = await person(request, 'sales', 'Riley Leaving')
  const taker = await person(request, 'sales', 'Taylor Taker')
  const admin = await jwt(request, ADMIN)
  const email = `handover-${run}@visitor.example`
  await sendContact(email)
  await expect.poll(async () => (await leadOf(request, admin, email))?.id).toBeTruthy()
  const lead = await leadOf(request, admin, email)
  expect(
    (
      await request.patch(`/api/contactMessages/${lead.id}`, { data: { owner: leaving.id }, headers: auth(admin) })
    ).status(),
  ).toBe(200)
  const plain = await request.delete(`/api/users/${leaving.id}`, { headers: auth(admin) })
  expect(plain.status()).toBe(409)
  expect((await plain.json()).errors[0].message).toContain('Riley Leaving still owns 1 lead')

  await signIn(page, ADMIN)
  await page.goto(`/build/collections/users/${leaving.id}`)
  await page.getByLabel('Who takes their leads').selectOption({ label: `Taylor Taker (${taker.email})` })
  await page.getByRole('button', { name: 'Remove and hand over leads' }).click()
  await expect(page).toHaveURL(/\/build\/collections\/users\/?(\?.*)?$/)
  expect((await leadOf(request, admin, email)).owner).toBe(taker.id)
  expect((await request.get(`/api/users/${leaving.id}`, { headers: auth(admin) })).status()).toBe(404)
})

test('editor: a picture a published case study shows cannot be deleted; the answer names it', async ({ request }) => {
  const editor = await person(request, 'editor', 'Eden Editor')
  const token = await jwt(request, editor)
  const study = (
    await (
      await request.get(
        '/api/caseStudies?where[_status][equals]=published&where[thumbnail][exists]=true&limit=1&depth=0',
      )
    ).json()
  ).docs[0] as { title: string; thumbnail: number }
  const refused = await request.delete(`/api/media/${study.thumbnail}`, { headers: auth(token) })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).errors[0].message).toContain(`"${study.title}"`)
  expect((await request.get(`/api/media/${study.thumbnail}`)).status()).toBe(200)
})
