import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { TOTP_PARAMS } from '../../src/staff/second-factor/totp'
import { ADMIN } from './dataset'
import { Processes, local } from './instances'
import { E2E_MEDIA_DIR, seededDatabase } from './seeded'

/**
 * Staff passkeys and the second factor in Chromium with its virtual authenticator (the DevTools protocol's WebAuthn
 * domain). WebAuthn takes no IP address as relying party, so this spec serves a copy of the browser tests' database
 * at http://localhost (SITE_URL), and uses evil.localhost (also the loopback in Chromium) as the wrong origin.
 */
test.describe.configure({ mode: 'serial' })

const PORT = Number(process.env.E2E_PORT ?? 3100) + 51
const SITE = `http://localhost:${PORT}`
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-passkeys-'))
const processes = new Processes()
type Account = { email: string; password: string; id?: number }
const account = (role: string): Account => ({
  email: `passkey-${role}-${Date.now().toString(36)}@northgrid.example`,
  password: `passkey-${role}-password-1`,
})
const SALES = account('sales')
// The requirement's test: a sales account without a factor, and an editor (whose role is not asked for one).
const NEWCOMER = account('newcomer')
const EDITOR = account('editor')
let adminToken = ''

type Credential = {
  credentialId: string
  rpId: string
  privateKey: string
  signCount: number
  isResidentCredential: boolean
  userHandle?: string
}

async function authenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, id: authenticatorId }
}

const credentials = async ({ cdp, id }: { cdp: CDPSession; id: string }) =>
  ((await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })) as { credentials: Credential[] }).credentials

/** Whom the browser's own cookie signs in (asked from the page: the site's origin, its cookie jar). */
async function signedInAs(page: Page): Promise<string | null> {
  const answer = (await page.evaluate(async () => {
    const res = await fetch('/api/users/me', { credentials: 'include' })
    return res.json()
  })) as { user: { email: string } | null }
  return answer.user?.email ?? null
}

async function signOut(context: BrowserContext) {
  await context.clearCookies()
}

async function passwordSignIn(page: Page, who: Account = SALES) {
  await page.goto(`${SITE}/build/login`)
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login/i }).click()
}

async function passkeySignIn(page: Page) {
  await page.goto(`${SITE}/build/login`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const database = await seededDatabase(path.join(work, 'northgrid.db'))
  await processes.startSite('passkeys', PORT, {
    DATABASE_URI: database,
    MEDIA_DIR: E2E_MEDIA_DIR,
    SITE_URL: SITE,
    PAYLOAD_SECRET: 'passkeys-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  })
  const login = await fetch(local(PORT, '/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  adminToken = ((await login.json()) as { token: string }).token
  for (const [who, role] of [
    [SALES, 'sales'],
    [NEWCOMER, 'sales'],
    [EDITOR, 'editor'],
  ] as const) {
    const created = await api('/api/users', { ...who, roles: [role] })
    expect(created.status).toBe(201)
    who.id = ((await created.json()) as { doc: { id: number } }).doc.id
  }
})

const api = (route: string, body: object, token = adminToken) =>
  fetch(local(PORT, route), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: SITE },
    body: JSON.stringify(body),
  })

/** A browser of its own, signed in with `token` (Payload's cookie). */
async function signedInContext(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'payload-token', value: token, url: SITE, httpOnly: true, sameSite: 'Lax' }])
  return context.newPage()
}

const status = (page: Page, route: string) =>
  page.evaluate(async (url) => (await fetch(url, { method: 'POST', credentials: 'include' })).status, route)

test.afterAll(async () => {
  await processes.killAll()
  fs.rmSync(work, { recursive: true, force: true })
})

test('a passkey registered on the account page signs in alone; a clone and another origin are refused; TOTP and recovery codes', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const device = await authenticator(page)

  // Register: password sign-in (no factor yet, none required), then the account page.
  await passwordSignIn(page)
  await expect(page).toHaveURL(/\/build\/?$/)
  await page.goto(`${SITE}/build/account`)
  await page.getByLabel('Name of the new passkey').fill('Work laptop')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.locator('.ng-account-security').getByRole('status')).toHaveText('Passkey added.')
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop')
  // The first factor brings ten recovery codes, shown once.
  const recovery = await page.getByRole('region', { name: 'Recovery codes' }).locator('code').allTextContents()
  expect(recovery).toHaveLength(10)
  const [saved] = await credentials(device)
  expect(saved.rpId).toBe('localhost')
  expect(saved.isResidentCredential).toBe(true)

  // A passkey alone signs in.
  await signOut(context)
  expect(await signedInAs(page)).toBeNull()
  await passkeySignIn(page)
  await expect(page).toHaveURL(/\/build\/?$/)
  expect(await signedInAs(page)).toBe(SALES.email)

  // A clone: the copy exported before that sign-in, its counter behind the server's. Refused.
  await signOut(context)
  await device.cdp.send('WebAuthn.removeCredential', { authenticatorId: device.id, credentialId: saved.credentialId })
  await device.cdp.send('WebAuthn.addCredential', { authenticatorId: device.id, credential: saved })
  await passkeySignIn(page)
  await expect(page.locator('.ng-passkey-signin').getByRole('alert')).toHaveText('This passkey was refused.')
  expect(await signedInAs(page)).toBeNull()

  // Another origin, with the real key: evil.localhost asks the same authenticator key under its own name. The
  // browser signs; the server refuses the assertion (origin and RP ID are not the site's).
  const options = (await page.evaluate(async () => {
    const res = await fetch('/api/users/passkeys/login/options', { method: 'POST', credentials: 'include' })
    return res.json()
  })) as { challenge: string }
  const evil = await context.newPage()
  const evilDevice = await authenticator(evil)
  await evilDevice.cdp.send('WebAuthn.addCredential', {
    authenticatorId: evilDevice.id,
    credential: { ...saved, rpId: 'evil.localhost', signCount: 1000 },
  })
  await evil.goto(`http://evil.localhost:${PORT}/`)
  const assertion = await evil.evaluate(
    async ({ challenge, id }) => {
      const b64 = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
      const bytes = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
      const credential = (await navigator.credentials.get({
        publicKey: {
          challenge: bytes(challenge),
          rpId: 'evil.localhost',
          userVerification: 'required',
          allowCredentials: [{ type: 'public-key', id: bytes(id) }],
        },
      })) as PublicKeyCredential
      const response = credential.response as AuthenticatorAssertionResponse
      return {
        id: credential.id,
        rawId: b64(credential.rawId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(response.clientDataJSON),
          authenticatorData: b64(response.authenticatorData),
          signature: b64(response.signature),
          userHandle: response.userHandle ? b64(response.userHandle) : undefined,
        },
      }
    },
    { challenge: options.challenge, id: saved.credentialId.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') },
  )
  const refused = await page.evaluate(async (response) => {
    const res = await fetch('/api/users/passkeys/login/verify', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ response }),
    })
    return { status: res.status, body: (await res.json()) as { errors?: { message: string }[] } }
  }, assertion)
  expect(refused).toEqual({ status: 401, body: { errors: [{ message: 'This passkey was refused.' }] } })
  expect(await signedInAs(page)).toBeNull()
  await evil.close()

  // The password now asks for the second factor; a recovery code stands in for the lost device.
  await passwordSignIn(page)
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible()
  expect(await signedInAs(page)).toBeNull()
  await page.getByLabel('Recovery code').fill(recovery[0])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/build\/?$/)
  expect(await signedInAs(page)).toBe(SALES.email)

  // TOTP enrolment on the account page: the secret shown once, confirmed with a code.
  await page.goto(`${SITE}/build/account`)
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!
  const totp = new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(secret) })
  await page.getByLabel('Code the app shows').fill(totp.generate())
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('.ng-account-security').getByRole('status')).toHaveText('Authenticator app set up.')

  // Signed in again: the password, then the app's next code.
  await signOut(context)
  await passwordSignIn(page)
  await page.getByLabel('Code from your authenticator app').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/build\/?$/)
  expect(await signedInAs(page)).toBe(SALES.email)
})

test('an admin requires a second factor: sales enrol at their next sign-in, editors do not; a reset signs out and enrols again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The admin sets up an app first (the setting refuses to lock its own account out), over the API for brevity.
  const setup = (await (await api('/api/users/second-factor/totp/setup', {})).json()) as { secret: string }
  const adminCode = new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(setup.secret) }).generate()
  expect((await api('/api/users/second-factor/totp/confirm', { code: adminCode })).status).toBe(200)

  const admin = await signedInContext(browser, adminToken)
  await admin.goto(`${SITE}/build/globals/staffSecurity`)
  await admin.waitForLoadState('networkidle')
  await admin.locator('#field-requireSecondFactor').check()
  await admin.locator('#action-save').click()
  await expect
    .poll(async () => {
      const res = await fetch(local(PORT, '/api/globals/staffSecurity'), {
        headers: { authorization: `JWT ${adminToken}` },
      })
      return ((await res.json()) as { requireSecondFactor?: boolean }).requireSecondFactor
    })
    .toBe(true)

  // A sales account without a factor: walked through enrolment; nothing is open to it until done.
  await passwordSignIn(page, NEWCOMER)
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible()
  expect(await signedInAs(page)).toBeNull()
  expect(await page.evaluate(async () => (await fetch('/api/contactMessages?limit=1')).status)).toBe(403)
  const enrol = async () => {
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
    const secret = (await page.getByTestId('totp-secret').textContent())!
    await page
      .getByLabel('Code the app shows')
      .fill(new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(secret) }).generate())
    await page.getByRole('button', { name: 'Confirm' }).click()
    // Ten recovery codes, shown once, then the dashboard.
    await expect(page.getByRole('region', { name: 'Recovery codes' }).locator('code')).toHaveCount(10)
    await page.getByRole('button', { name: 'I have saved them: continue' }).click()
    await expect(page).toHaveURL(/\/build\/?$/)
    expect(await signedInAs(page)).toBe(NEWCOMER.email)
  }
  await enrol()
  // Sales cannot reset another account's factors: staff accounts are not theirs to open, and the endpoint refuses.
  await page.goto(`${SITE}/build/collections/users/${SALES.id}`)
  await expect(page.locator('#field-email')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reset second factors' })).toHaveCount(0)
  expect(await status(page, `/api/users/${SALES.id}/second-factor/reset`)).toBe(403)

  // An editor: the password alone.
  const editorContext = await browser.newContext()
  const editor = await editorContext.newPage()
  await passwordSignIn(editor, EDITOR)
  await expect(editor).toHaveURL(/\/build\/?$/)
  expect(await signedInAs(editor)).toBe(EDITOR.email)
  await editorContext.close()

  // A lost device: the admin resets the account from its page; it is signed out and enrols again.
  await admin.goto(`${SITE}/build/collections/users/${NEWCOMER.id}`)
  admin.once('dialog', (dialog) => void dialog.accept())
  await admin.getByRole('button', { name: 'Reset second factors' }).click()
  await expect(admin.locator('.ng-account-security').getByRole('status')).toHaveText(
    'Second factors reset: they set them up again at their next sign-in.',
  )
  await admin.context().close()
  expect(await signedInAs(page)).toBeNull()
  await passwordSignIn(page, NEWCOMER)
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible()
  await enrol()
})
