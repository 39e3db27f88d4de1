import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import type { Role } from '../../src/access'

/** The staff token of the whole run (global-setup.ts signed in once for every worker). */
export function staffToken(): string {
  const token = process.env.E2E_STAFF_TOKEN
  if (!token) throw new Error('E2E_STAFF_TOKEN is not set: tests/e2e/global-setup.ts signs staff in')
  return token
}

export const staffAuth = () => ({ Authorization: `JWT ${staffToken()}` })

export type Person = { id: number; email: string; password: string; token: string }

let made = 0

/**
 * A new staff account with `roles`, made by the run's admin session (a second sign-in of that account at the same
 * moment could drop one), then signed in: `token` goes in `Authorization: JWT …`.
 */
export async function person(request: APIRequestContext, roles: Role[], name?: string): Promise<Person> {
  made += 1
  const unique = `${Date.now()}-${process.pid}-${made}`
  const who = { email: `${roles.join('-')}-${unique}@staff.example`, password: `${roles.join('-')}-password-123` }
  const created = await request.post('/api/users', { data: { ...who, name, roles }, headers: staffAuth() })
  expect(created.status(), roles.join()).toBe(201)
  const { doc }: { doc?: { id?: unknown } } = await created.json()
  const signedIn = await request.post('/api/users/login', { data: who })
  expect(signedIn.status(), who.email).toBe(200)
  const { token }: { token?: unknown } = await signedIn.json()
  if (typeof doc?.id !== 'number' || typeof token !== 'string') throw new Error(`no account or token for ${who.email}`)
  return { id: doc.id, ...who, token }
}

/** Signs a browser in through /build's own login form; resolves once the dashboard is shown. */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/build/login')
  // The admin's login form works only once React owns it.
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /^login$/i }).click()
  // The URL changes once the dashboard has rendered on the server: seconds while other specs load the machine.
  await expect(page).toHaveURL(/\/build\/?$/, { timeout: 30_000 })
}

/** Gives a page the staff session as the CMS's own cookie, without signing in again. */
export async function withStaffSession(page: Page, baseURL: string): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: staffToken(), url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}

export const STAFF_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** One line an axe finding: its rule and the elements it names, for a test's message. */
export const finding = (v: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]): string =>
  `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`

/** axe on a whole staff view, Payload's own controls included (named by NamedControls.tsx, drawn by custom.css). */
export function staffAxe(page: Page) {
  return new AxeBuilder({ page }).withTags(STAFF_AXE_TAGS)
}

/** WCAG's contrast ratio of two CSS colours as getComputedStyle gives them (rgb/rgba, opaque here). */
export function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
