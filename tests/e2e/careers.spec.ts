import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { APPLICATION_SUCCESS } from '../../src/forms/definitions'
import { exe, pdf } from '../fixtures/files'
import { datasetPromise } from './dataset'
import { staffToken } from './staff'

/**
 * The Apply form on a job page: a real PDF with and without JavaScript, a wrong type, a 12 MB file; the stored CV is
 * staff-only.
 */

async function firstJob(): Promise<{ slug: string; title: string }> {
  const data = await datasetPromise
  const job = data.jobs[0]
  return { slug: job.slug, title: job.title }
}

async function fillApplication(page: Page, email: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const form = page.locator('form[data-form="application"]')
  await form.getByLabel('Your name').fill('Casey Moreno')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('LinkedIn or portfolio').fill('https://portfolio.example/casey')
  await form
    .getByLabel('Cover note')
    .fill('I led the front end of a headless store that loads in 1.4 s on a mid-range phone.')
  await form.getByLabel('Your CV').setInputFiles(file)
  return form
}

test.describe('with JavaScript', () => {
  test('a real PDF is uploaded, stored, refused to anonymous visitors and downloadable by staff', async ({
    page,
    request,
    playwright,
  }) => {
    const job = await firstJob()
    const email = `casey-${Date.now()}@example.org`
    await page.goto(`/job/${job.slug}`)
    await page.getByRole('link', { name: 'Apply now' }).click()
    await expect(page).toHaveURL(/#apply$/)
    const form = await fillApplication(page, email, {
      name: 'Casey Moreno CV.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Casey Moreno'),
    })
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(page.getByRole('status').filter({ hasText: APPLICATION_SUCCESS })).toBeVisible()

    const token = staffToken()
    const found = await (
      await request.get(`/api/jobApplications?where[email][equals]=${encodeURIComponent(email)}&depth=1`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]).toMatchObject({ position: job.title, stage: 'new', sourcePage: `/job/${job.slug}` })
    const cv = found.docs[0].cv as { url: string; filename: string }

    // A visitor with no session: refused.
    const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
    expect([401, 403]).toContain((await anonymous.get(cv.url)).status())
    expect([401, 403]).toContain((await anonymous.get(`/api/cvs/file/${cv.filename}`)).status())
    await anonymous.dispose()
    // Staff: the file, as a download.
    const download = await request.get(cv.url, { headers: { Authorization: `JWT ${token}` } })
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toBe('application/pdf')
    expect(download.headers()['content-disposition']).toBe('attachment')
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('a file that is not a CV is refused beside the field, whatever its name', async ({ page }) => {
    const job = await firstJob()
    await page.goto(`/job/${job.slug}`)
    const form = await fillApplication(page, `wrong-${Date.now()}@example.org`, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: exe(),
    })
    await form.getByRole('button', { name: 'Send my application' }).click()
    const input = form.locator('#application-cv')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(/must be a PDF, DOC or DOCX file/)
    await expect(form.getByRole('alert')).toBeFocused()
    await expect(form.getByRole('alert').getByRole('link', { name: /^Your CV:/ })).toHaveAttribute(
      'href',
      '#application-cv',
    )
    const result = await new AxeBuilder({ page })
      .include('form[data-form="application"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  test('a 12 MB file is refused before it is sent', async ({ page }) => {
    const job = await firstJob()
    await page.goto(`/job/${job.slug}`)
    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith('/api/forms/application')) posted = true
    })
    const form = await fillApplication(page, `big-${Date.now()}@example.org`, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf(), Buffer.alloc(12 * 1024 * 1024, 0x20)]),
    })
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(form.getByLabel('Your CV')).toHaveAccessibleDescription(/larger than 10 MB/)
    expect(posted).toBe(false)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a real PDF is a plain multipart post that lands on a thank-you page', async ({ page, request }) => {
    const job = await firstJob()
    const email = `nojs-apply-${Date.now()}@example.org`
    await page.goto(`/job/${job.slug}`)
    const form = await fillApplication(page, email, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(page).toHaveURL(/\/application-sent$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received')
    const token = staffToken()
    const found = await (
      await request.get(`/api/jobApplications?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()
    expect(found.docs).toHaveLength(1)
  })

  test('a 12 MB file gets 413 and a page that says why', async ({ page }) => {
    const job = await firstJob()
    await page.goto(`/job/${job.slug}`)
    const form = await fillApplication(page, `nojs-big-${Date.now()}@example.org`, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf(), Buffer.alloc(12 * 1024 * 1024, 0x20)]),
    })
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/forms/application')),
      form.getByRole('button', { name: 'Send my application' }).click(),
    ])
    expect(response.status()).toBe(413)
    await expect(page.getByRole('alert')).toContainText('larger than 10 MB')
  })

  test('the internship page and the privacy request page carry their forms', async ({ page }) => {
    await page.goto('/internship')
    await expect(page.locator('form[data-form="application"] input[name="position"]')).toHaveValue('internship')
    await page.goto('/privacy-policy')
    await page.getByRole('link', { name: 'privacy request page' }).click()
    await expect(page).toHaveURL(/\/privacy-request$/)
    await expect(page.locator('form[data-form="privacy"]').getByLabel('What would you like?')).toBeVisible()
  })
})

test('the privacy request page passes axe (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/privacy-request')
  await page.locator('html[data-below-fold-rendered]').waitFor({ state: 'attached' })
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(result.violations.map((v) => v.id)).toEqual([])
})

test('a job’s "Apply now" is within the first two screens on a phone and the first on a desktop, and leads to the form', async ({
  browser,
}) => {
  const data = await datasetPromise
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const page = await browser.newPage({ viewport: size })
    for (const job of data.jobs) {
      await page.goto(`/job/${job.slug}`)
      // The first the visitor meets (a phone also keeps the card's own, after the description).
      const apply = page.getByRole('link', { name: 'Apply now' }).first()
      const top = (await apply.boundingBox())!.y
      const screens = size.width < 1024 ? 2 : 1
      expect(top, `${size.width}x${size.height} /job/${job.slug}: "Apply now" at ${Math.round(top)} px`).toBeLessThan(
        screens * size.height - 44,
      )
      expect(await apply.getAttribute('href')).toBe('#apply')
    }
    await page.close()
  }
})
