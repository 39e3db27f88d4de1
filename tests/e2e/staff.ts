import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The staff token of the whole run (global-setup.ts signed in once for every worker). */
export function staffToken(): string {
  const token = process.env.E2E_STAFF_TOKEN
  if (!token) throw new Error('E2E_STAFF_TOKEN is not set: tests/e2e/global-setup.ts signs staff in')
  return token
}

export const staffAuth = () => ({ Authorization: `JWT ${staffToken()}` })

/** Gives a page the staff session as the CMS's own cookie, without signing in again. */
export async function withStaffSession(page: Page, baseURL: string): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: staffToken(), url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}

export const STAFF_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe on a staff view, less Payload's own controls' findings (listed and justified in docs/staff.md). */
export function staffAxe(page: Page) {
  return new AxeBuilder({ page })
    .withTags(STAFF_AXE_TAGS)
    .exclude('.react-select')
    .exclude('.popup-button')
    .exclude('.react-datepicker__input-container')
    .exclude('.doc-tabs__tabs')
}
