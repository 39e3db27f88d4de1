import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { staffAuth, withStaffSession } from './staff'
import { postFrom } from './visitors'

/**
 * Where a lead came from (src/leads/origin.ts, src/components/forms/origin.ts): kept in the browser only with the
 * visitor's consent, and otherwise only what the send itself carries; shown on the lead's page and the dashboard.
 */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function leadOf(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/contactMessages?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: staffAuth(),
  })
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs[0]
}

async function sendContact(page: Page, email: string) {
  const form = page.locator('form[data-form="contact"]')
  await form.getByLabel('Your name').fill('Rosa Origin')
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await form.getByLabel('Message').fill('Found you through your newsletter.')
  await form.getByRole('button', { name: 'Send message' }).click()
}

/**
 * The browser's send, relayed as sent (body, type, Referer, Host) from a loopback address of this test's own: the
 * site limits sends per client, and the other specs' forms share the browser's address.
 */
async function relayFormsFrom(page: Page, from: string) {
  await page.route('**/api/forms/contact', async (route) => {
    const sent = route.request()
    const headers = await sent.allHeaders()
    const keep = Object.fromEntries(
      ['content-type', 'accept', 'referer', 'host', 'origin'].flatMap((h) => (headers[h] ? [[h, headers[h]]] : [])),
    )
    const answer = await postFrom(from, '/api/forms/contact', sent.postData() ?? '', keep)
    const location = answer.headers.location
    await route.fulfill({
      status: answer.status,
      headers: {
        'content-type': String(answer.headers['content-type'] ?? 'text/html'),
        ...(location ? { location: String(location) } : {}),
      },
      body: answer.text,
    })
  })
}

const consent = (page: Page, accepted: boolean) =>
  page.addInitScript((value) => localStorage.setItem('cookie:accepted', value), String(accepted))

test('with consent: the campaign, the referring site and the landing page reach the lead, its page and the dashboard', async ({
  page,
  request,
  baseURL,
}) => {
  // Three admin views after the site's pages: the CMS's own pages are the slow part.
  test.slow()
  const source = `e2e-news-${stamp()}`
  const email = `${source}@origin.example`
  await consent(page, true)
  await relayFormsFrom(page, '127.0.0.141')
  await page.goto(`/ecommerce-development?utm_source=${source}&utm_medium=email&utm_campaign=fall`, {
    referer: 'https://news.example.net/issue/7',
  })
  // In-site navigation, then the form: the visit began on the service page.
  await page.locator('a[href="/contact-us"]').first().click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await sendContact(page, email)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your message is in/)
  const lead = await leadOf(request, email)
  expect(lead).toMatchObject({
    utmSource: source,
    utmMedium: 'email',
    utmCampaign: 'fall',
    referrer: 'https://news.example.net',
    landingPage: '/ecommerce-development',
    sourcePage: '/contact-us',
  })

  await withStaffSession(page, baseURL!)
  await page.goto(`/build/collections/contactMessages/${String(lead.id)}`)
  await expect(page.getByText('Where it came from')).toBeVisible()
  await expect(page.locator('input[name="landingPage"]')).toHaveValue('/ecommerce-development')
  await expect(page.locator('input[name="utmSource"]')).toHaveValue(source)

  await page.goto('/build')
  const row = page.getByTestId('origin-sources').getByRole('row').filter({ hasText: source })
  await expect(row.getByTestId('row-total')).toHaveText('1')
  await row.getByRole('link', { name: new RegExp(`^1 contact messages from ${source}$`) }).click()
  await expect(page).toHaveURL(/\/build\/collections\/contactMessages\?/)
  await expect(page.getByRole('cell', { name: email })).toBeVisible()
})

test('declined: nothing is kept, and the lead records only its page', async ({ page, request }) => {
  const source = `e2e-declined-${stamp()}`
  const email = `${source}@origin.example`
  await consent(page, false)
  await relayFormsFrom(page, '127.0.0.142')
  await page.goto(`/ecommerce-development?utm_source=${source}`, { referer: 'https://news.example.net/issue/8' })
  expect(await page.evaluate(() => localStorage.getItem('lead:origin'))).toBeNull()
  await page.locator('a[href="/contact-us"]').first().click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await sendContact(page, email)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your message is in/)
  expect(await leadOf(request, email)).toMatchObject({
    utmSource: null,
    referrer: null,
    landingPage: null,
    sourcePage: '/contact-us',
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form page’s own campaign travels with the send (its Referer)', async ({ page, request }) => {
    const source = `e2e-nojs-${stamp()}`
    const email = `${source}@origin.example`
    await relayFormsFrom(page, '127.0.0.143')
    await page.goto(`/contact-us?utm_source=${source}&utm_campaign=print`)
    await sendContact(page, email)
    await expect(page).toHaveURL(/\/thankyou$/)
    expect(await leadOf(request, email)).toMatchObject({
      utmSource: source,
      utmCampaign: 'print',
      referrer: null,
      landingPage: null,
    })
  })
})
