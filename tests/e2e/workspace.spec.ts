import fs from 'node:fs'
import http from 'node:http'

import AxeBuilder from '@axe-core/playwright'

import { expect, test, type APIRequestContext } from './fixtures'

import { META_FIELDS } from '../../src/forms/definitions'
import { STAFF_ORIGIN_PATH } from '../../src/lib/http/staff-origin'
import { baseURL } from '../../playwright.config'
import { ADMIN } from './dataset'
import { contrast, finding, person, signIn, STAFF_AXE_TAGS, staffAxe, staffToken } from './staff'
import { postFrom } from './visitors'

/**
 * The staff workspace as each role meets it (issue 39): delivery health that tells the truth, one staff origin,
 * a lead's notes as text, removing a person who owns leads, pictures in use that cannot be deleted, the lead made for
 * reading, the list by keyboard and a sales morning (views, "Assign to me", owners by name, the CSV of the view).
 * Each test makes its own people and leads, so they run side by side. The test server has no mail transport
 * (tests/e2e/serve.sh).
 */
// Each test loads several /build pages (signing in, lists, a lead) and runs axe twice: slow on a loaded machine.
test.describe.configure({ timeout: 120_000 })
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

const auth = (token: string) => ({ Authorization: `JWT ${token}` })

let visitor = 0
async function sendContact(email: string, extra: Record<string, unknown> = {}): Promise<void> {
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

const violations = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) => r.violations.map(finding)

test('sales: no transport is said plainly, every lead nobody was told of counts as not delivered, spam is never "Delivered"', async ({
  page,
  request,
}) => {
  const sales = await person(request, ['sales'], 'Sam Sales')
  const token = sales.token
  const plain = `health-${run}@visitor.example`
  const spam = `health-spam-${run}@visitor.example`
  await sendContact(plain)
  await sendContact(spam, { [META_FIELDS.honeypot]: 'bot' })
  await expect.poll(async () => (await leadOf(request, token, plain))?.deliveryStatus).toBe('no-transport')
  await expect.poll(async () => (await leadOf(request, token, spam))?.deliveryStatus).toBe('skipped')

  await signIn(page, sales)
  // The operator's banner is for admins; sales read the count of leads nobody was told of on the dashboard.
  await expect(page.getByRole('region', { name: 'Mail delivery' })).toHaveCount(0)
  await expect(page.getByTestId('no-transport')).toContainText('Nobody is told of new leads')
  const notDelivered = page.getByRole('link', { name: /not delivered: Contact messages/ })
  expect(Number(await notDelivered.textContent())).toBeGreaterThanOrEqual(1)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const axe = await new AxeBuilder({ page }).include('.ng-dashboard').withTags(STAFF_AXE_TAGS).analyze()
    expect(violations(axe), scheme).toEqual([])
  }
  // The figure's link lists exactly the leads it counts. Other specs send leads and mark some as spam meanwhile:
  // the figure and the list are read one after the other until no change fell between the two readings.
  const href = (await notDelivered.getAttribute('href')) ?? ''
  const list = await page.context().newPage()
  await expect
    .poll(
      async () => {
        await page.reload()
        const figure = Number(await notDelivered.textContent())
        const address = new URL(href, baseURL)
        address.searchParams.set('limit', '1')
        await list.goto(address.href)
        const info = list.locator('.page-controls__page-info')
        await expect(info.or(list.locator('.no-results')).first()).toBeVisible()
        const total = (await info.count()) ? Number(/of\s+(\d+)/.exec(await info.innerText())?.[1]) : 0
        return `${figure} counted, ${total} listed`
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(\d+) counted, \1 listed$/)
  await list.close()

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
  // Absolute, whatever address the server listens on: a path alone would send the browser to the same host again.
  expect(answer.headers.location).toBe(`${site.origin}/build/login?x=1`)
  // The redirect's own route sends nowhere but SITE_URL's /build.
  for (const to of [
    '',
    '//evil.example/build',
    'https://evil.example/build',
    '/buildings',
    '/about-us',
    '/build/\u00e9',
  ])
    expect(
      (await fetch(`${baseURL}/api/staff-origin`, { headers: { [STAFF_ORIGIN_PATH]: to }, redirect: 'manual' })).status,
      JSON.stringify(to),
    ).toBe(400)
})

test('sales: saved notes read as text, a new one is added under my name; axe on the lead in both themes', async ({
  page,
  request,
}) => {
  const sales = await person(request, ['sales'], 'Noor Notes')
  const email = `notes-${run}@visitor.example`
  await sendContact(email)
  const token = sales.token
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

  // The save's toast gone first: switched to the dark theme while shown, it is caught mid-transition.
  await expect(page.locator('.payload-toast-item')).toHaveCount(0, { timeout: 20_000 })
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const axe = await staffAxe(page).analyze()
    expect(violations(axe), scheme).toEqual([])
  }
})

test('admin: removing a person who owns leads hands them over to the one chosen', async ({ page, request }) => {
  const leaving = await person(request, ['sales'], 'Riley Leaving')
  const taker = await person(request, ['sales'], 'Taylor Taker')
  const admin = staffToken()
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
  // One click asks first, naming the person and who takes their leads; "Keep the account" keeps it.
  await page.getByRole('button', { name: 'Remove and hand over leads' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Remove Riley Leaving?' })).toBeVisible()
  await expect(dialog).toContainText('Taylor Taker will take their leads.')
  await dialog.getByRole('button', { name: 'Keep the account' }).click()
  await expect(dialog).toBeHidden()
  expect((await request.get(`/api/users/${leaving.id}`, { headers: auth(admin) })).status()).toBe(200)
  await page.getByRole('button', { name: 'Remove and hand over leads' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove and hand over leads' }).click()
  await expect(page).toHaveURL(/\/build\/collections\/users\/?(\?.*)?$/)
  expect((await leadOf(request, admin, email)).owner).toBe(taker.id)
  expect((await request.get(`/api/users/${leaving.id}`, { headers: auth(admin) })).status()).toBe(404)
})

test('editor: a picture a published case study shows cannot be deleted; the answer names it', async ({ request }) => {
  const editor = await person(request, ['editor'], 'Eden Editor')
  const token = editor.token
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

/** The background an element is drawn on: its own or its nearest painted ancestor's, else the canvas's white. */
function paintedBackground(el: Element): string {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const back = getComputedStyle(node).backgroundColor
    if (!/rgba\(.*, 0\)|transparent/.test(back)) return back
  }
  return 'rgb(255, 255, 255)'
}

test('sales: a lead reads as text, e-mail and phone as links, the message in full; axe in both themes', async ({
  page,
  request,
}) => {
  const sales = await person(request, ['sales'], 'Reese Reader')
  const email = `reading-${run}@visitor.example`
  const message = `We sell tiles in Queens.\nThe shop needs a new catalogue, ${'with room for every product line, '.repeat(8)}and a quote form.`
  await sendContact(email, { phone: '+1 (212) 555-0142', message })
  const token = sales.token
  await expect.poll(async () => (await leadOf(request, token, email))?.id).toBeTruthy()
  const lead = await leadOf(request, token, email)
  await signIn(page, sales)
  await page.goto(`/build/collections/contactMessages/${lead.id}`)
  await expect(page.getByRole('heading', { name: 'Morgan Lee' })).toBeVisible()
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(page.getByRole('link', { name: '+1 (212) 555-0142' })).toHaveAttribute('href', 'tel:+12125550142')
  // The whole message, line breaks kept, as text: no input holds any of the visitor's words.
  const shown = page.locator('.ng-value').filter({ hasText: 'Message' }).locator('dd')
  expect(await shown.innerText()).toBe(message)
  for (const field of ['name', 'email', 'phone', 'message'])
    await expect(page.locator(`[id="field-${field}"]`), field).toHaveCount(0)
  await expect(page.locator('.ng-value button, .ng-value input, .ng-value textarea')).toHaveCount(0)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const value = page.locator('.ng-value__text').first()
    const fg = await value.evaluate((el) => getComputedStyle(el).color)
    const bg = await value.evaluate(paintedBackground)
    expect(contrast(fg, bg), `${scheme}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
    expect(violations(await staffAxe(page).analyze()), scheme).toEqual([])
  }
})

test('sales: the list by keyboard: a skip to the first lead, named checkboxes, visible focus, "Mark as spam" by the rows', async ({
  page,
  request,
}) => {
  const sales = await person(request, ['sales'], 'Kai Keys')
  const email = `keys-${run}@visitor.example`
  await sendContact(email)
  await signIn(page, sales)
  await page.goto('/build/collections/contactMessages')
  await expect(page).toHaveURL(/view=new-mine-unassigned/)
  await expect(page.locator('.table tbody tr').first()).toBeVisible()
  const markSpam = page.getByRole('button', { name: /^Mark\s+as spam$/ })
  await expect(markSpam).toBeDisabled()
  await expect(markSpam).toHaveClass(/btn--disabled/)

  // From the top of the page: the skip link is among the first stops, and Enter lands on the first lead.
  let stops = 0
  while (stops < 5 && !(await page.evaluate(() => document.activeElement?.classList.contains('ng-skip')))) {
    await page.keyboard.press('Tab')
    stops++
  }
  await expect(page.getByRole('link', { name: 'Skip to the first lead' })).toBeFocused()
  await page.keyboard.press('Enter')
  expect(
    await page.evaluate(() => document.activeElement?.closest('tr') === document.querySelector('.table tbody tr')),
  ).toBe(true)
  test.info().annotations.push({ type: 'Tabs to the first lead', description: String(stops + 1) })

  // Every row's checkbox says which lead it selects; the ring around a focused one is 3:1 or more.
  const row = page.getByRole('row').filter({ hasText: email })
  const box = row.getByRole('checkbox', { name: 'Select Morgan Lee' })
  await expect(box).toHaveCount(1)
  await expect(page.locator('.table tbody input[type="checkbox"]:not([aria-label])')).toHaveCount(0)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await box.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const ring = await box.evaluate((el) => {
      const drawn = el.closest('.checkbox-input__input') ?? el
      const s = getComputedStyle(drawn)
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor }
    })
    const page_bg = await box.evaluate(paintedBackground)
    expect(ring.style, scheme).toBe('solid')
    expect(ring.width, scheme).toBeGreaterThanOrEqual(2)
    expect(contrast(ring.color, page_bg), scheme).toBeGreaterThanOrEqual(3)
    // The view pills show the same focus.
    await page.getByRole('link', { name: 'Mine', exact: true }).focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const pill = await page
      .getByRole('link', { name: 'Mine', exact: true })
      .evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, color: getComputedStyle(el).outlineColor }))
    expect(pill.style, scheme).toBe('solid')
    expect(contrast(pill.color, page_bg), scheme).toBeGreaterThanOrEqual(3)
    expect(violations(await staffAxe(page).analyze()), scheme).toEqual([])
  }

  // Selected, the row's action is enabled and sits right above the rows: counted in Shift+Tab stops.
  await box.check()
  const marked = page.getByRole('button', { name: /^Mark 1 as spam$/ })
  await expect(marked).toBeEnabled()
  await box.focus()
  let back = 0
  while (back < 40 && !(await marked.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('Shift+Tab')
    back++
  }
  expect(back).toBeLessThan(40)
  test
    .info()
    .annotations.push({ type: 'Shift+Tab stops from a selected row to "Mark as spam"', description: String(back) })
})

test('sales: a morning: views for today, mine and unanswered, "Assign to me", owners by name, the CSV of the view', async ({
  page,
  request,
}) => {
  const sales = await person(request, ['sales'], 'Sam Morning')
  const token = sales.token
  const mine = `morning-mine-${run}@visitor.example`
  const other = `morning-other-${run}@visitor.example`
  await sendContact(mine)
  await sendContact(other)
  await expect.poll(async () => (await leadOf(request, token, other))?.id).toBeTruthy()
  const lead = await leadOf(request, token, mine)

  await signIn(page, sales)
  // Leads lead the navigation for people who answer them.
  await expect(page.locator('.nav-group__label').first()).toHaveText('Leads')
  await page.goto(`/build/collections/contactMessages/${lead.id}`)
  await page.getByRole('button', { name: 'Assign to me' }).click()
  await expect(page.getByText('Assigned to you.')).toBeVisible()
  await expect.poll(async () => (await leadOf(request, token, mine)).owner).toBe(sales.id)
  // The owner is a person here too (Users' title is the name), not an e-mail address.
  await page.reload()
  await expect(page.locator('#field-owner')).toContainText('Sam Morning', { timeout: 30_000 })
  await expect(page.locator('#field-owner')).not.toContainText(sales.email)
  // And in the filter builder, opened on request: Owner's values are people.
  await page.goto('/build/collections/contactMessages')
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('button', { name: 'Add Filter' }).click()
  await page.getByRole('combobox', { name: 'Filter by' }).click()
  await page.keyboard.type('Owner')
  await page.keyboard.press('Enter')
  await page.getByRole('combobox', { name: 'Value to compare with' }).click()
  const owners = page.locator('.rs__option')
  await expect(owners.filter({ hasText: 'Sam Morning' }).first()).toBeVisible({ timeout: 30_000 })
  // A person with a name is offered by it; only accounts saved without one read as their e-mail.
  expect(await owners.allInnerTexts()).not.toContain(sales.email)
  // The builder open with its condition: axe on the whole view, nothing excluded, and a focused select's ring 3:1.
  await page.keyboard.press('Escape')
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.getByRole('combobox', { name: 'Filter by' }).focus()
    const control = page.locator('.condition__field .rs__control')
    await expect(control).toHaveClass(/rs__control--is-focused/)
    // Payload eases the ring in: read once its transition has run.
    await expect
      .poll(() => control.evaluate((el) => el.getAnimations().every((a) => a.playState !== 'running')))
      .toBe(true)
    const ring = await control.evaluate((el) => ({
      style: getComputedStyle(el).outlineStyle,
      width: parseFloat(getComputedStyle(el).outlineWidth),
      color: getComputedStyle(el).outlineColor,
    }))
    expect(ring.style, scheme).toBe('solid')
    expect(ring.width, scheme).toBeGreaterThanOrEqual(2)
    expect(contrast(ring.color, await control.evaluate(paintedBackground)), scheme).toBeGreaterThanOrEqual(3)
    expect(violations(await staffAxe(page).analyze()), `the filter builder (${scheme})`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })

  await page.goto('/build/collections/contactMessages')
  for (const view of ['Today', 'Mine', 'Unanswered past a business day']) {
    await page.getByRole('link', { name: view, exact: true }).click()
    await expect(page.getByRole('link', { name: view, exact: true })).toHaveAttribute('aria-current', 'page')
    if (view === 'Today') {
      // Other tests send leads too: a page long enough for all of today's.
      await page.goto(`${page.url()}&limit=100`)
      await expect(page.getByRole('row').filter({ hasText: mine })).toBeVisible()
      await expect(page.getByRole('row').filter({ hasText: other })).toBeVisible()
    }
    if (view === 'Mine') {
      const row = page.getByRole('row').filter({ hasText: mine })
      await expect(row).toContainText('Sam Morning')
      await expect(row).not.toContainText(sales.email)
      await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0)
      // The export is of this view: only my lead.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export as CSV' }).click(),
      ])
      const csv = fs.readFileSync(await download.path(), 'utf8')
      expect(csv).toContain(mine)
      expect(csv).not.toContain(other)
    }
    // Sent a minute ago: not yet waiting past a business day.
    if (view === 'Unanswered past a business day')
      await expect(page.getByRole('row').filter({ hasText: mine })).toHaveCount(0)
  }
})
