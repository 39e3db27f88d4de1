import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import type { Client } from 'graphql-ws'
import { Secret, TOTP } from 'otpauth'
import { createPayloadRequest, getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { LIVE_PATH, attachLiveContent } from '@/publish/live/socket'
import { staffByToken } from '@/publish/live/staff'
import { stopSharing } from '@/publish/cache/shared-tags.mjs'
import { TOTP_PARAMS } from '@/staff/second-factor/totp'

import { newVisitor, send, stampedAs, startSite, type Answer, type Served } from './http'
import { follow, until } from './live-clients'
import { staffAccount, type StaffAccount } from './staff-people'

// CI's PostgreSQL pass runs this file: conditional updates of the account row.
/**
 * Second factors through the real route handlers (REST, GraphQL) and the real staff socket: TOTP enrolment, the
 * step after the password, replayed codes, single-use recovery codes, throttling, and the requirement for staff
 * who may read personal data. A half-signed-in token must get nothing anywhere.
 */
process.env.DELIVERY_RUNNER = 'off'

let payload: Payload
let site: Served
let server: http.Server
let url: string
let closeLive: () => Promise<void>
const clients: Client[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await startSite()
  server = http.createServer((_request, response) => response.writeHead(404).end())
  closeLive = attachLiveContent(server, {
    liveContentAnonymous: true,
    clientOf: (request) => request.socket.remoteAddress ?? 'unknown',
    production: true,
    staffOf: staffByToken(`http://127.0.0.1:${site.port}`),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_PATH}`
})

afterEach(async () => {
  for (const client of clients.splice(0)) await client.dispose()
})

afterAll(async () => {
  await closeLive?.()
  await new Promise((resolve) => server?.close(resolve))
  await site?.close()
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

const json = (answer: Answer) => answer.json as Record<string, unknown> & { errors?: { message: string }[] }
const auth = (token: string) => ({ authorization: `JWT ${token}` })

async function login(who: StaffAccount, from = newVisitor()) {
  const answer = await send(site, {
    path: '/api/users/login',
    from,
    body: { email: who.email, password: who.password },
  })
  expect(answer.status).toBe(200)
  return { token: String(json(answer).token), secondFactor: json(answer).secondFactor as string | undefined }
}

const me = async (token: string) =>
  json(await send(site, { path: '/api/users/me', headers: auth(token) })).user as Record<string, unknown> | null
const post = (token: string, path: string, body: object = {}, from = newVisitor()) =>
  send(site, { path: `/api/users${path}`, from, headers: auth(token), body })

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * TOTP_PARAMS.period * 1000,
  })

async function enrolTotp(token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await post(token, '/second-factor/totp/setup')
  expect(setup.status).toBe(200)
  const secret = String(json(setup).secret)
  const confirm = await post(token, '/second-factor/totp/confirm', { code: codeAt(secret) })
  expect(confirm.status).toBe(200)
  return { secret, codes: json(confirm).recoveryCodes as string[] }
}

/** Everything a half-signed-in token might try: REST, GraphQL, the socket. Each must get nothing. */
async function expectNothing(token: string) {
  expect(await me(token)).toBeNull()
  const rest = await send(site, { path: '/api/contactMessages?limit=1', headers: auth(token) })
  expect(rest.status).toBe(403)
  const graphql = await send(site, {
    path: '/api/graphql',
    headers: auth(token),
    body: { query: '{ ContactMessages(limit: 1) { docs { id } } meUser { user { id } } }' },
  })
  const answer = json(graphql) as { data?: { ContactMessages?: unknown; meUser?: { user: unknown } }; errors?: unknown }
  expect(answer.data?.ContactMessages ?? null).toBeNull()
  expect(answer.data?.meUser?.user ?? null).toBeNull()
  expect(JSON.stringify(answer.errors)).toMatch(/not allowed/i)
  const socket = follow(
    url,
    {
      query: 'subscription { leadReceived { id } }',
      field: 'leadReceived',
      connectionParams: { Authorization: `Bearer ${token}` },
    },
    clients,
  )
  await until(() => socket.errors.length > 0 || socket.closes.length > 0, 'the socket refusal')
  expect(socket.received).toEqual([])
}

describe('TOTP', () => {
  it('enrols with a code, keeps the secret out of every answer, then asks for a fresh code after the password', async () => {
    const sales = await staffAccount(payload, ['sales'])
    const first = await login(sales)
    expect(first.secondFactor).toBeUndefined()
    expect(await me(first.token)).toMatchObject({ email: sales.email })

    const setup = await post(first.token, '/second-factor/totp/setup')
    const { secret, uri, qr } = json(setup) as { secret: string; uri: string; qr: string }
    expect(uri).toMatch(/^otpauth:\/\/totp\/Northgrid:.+\?.*secret=/)
    expect(qr).toMatch(/^<svg/)
    const stored = await payload.db.findOne<{ id: number; totpPendingSecret: string }>({
      collection: 'users',
      where: { id: { equals: sales.id } },
    })
    expect(stored?.totpPendingSecret).toBeTruthy()
    expect(stored?.totpPendingSecret).not.toContain(secret)
    expect(json(await post(first.token, '/second-factor/totp/confirm', { code: '000000' })).errors).toBeTruthy()
    const confirmCode = codeAt(secret)
    const confirm = await post(first.token, '/second-factor/totp/confirm', { code: confirmCode })
    expect(confirm.status).toBe(200)
    const codes = json(confirm).recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)

    // Never in an answer, never written through the API.
    const self = (await me(first.token))!
    for (const field of ['totpSecret', 'totpPendingSecret', 'recoveryCodes', 'pendingSessions', 'totpLastStep'])
      expect(self).not.toHaveProperty(field)
    const patch = await send(site, {
      path: `/api/users/${sales.id}`,
      method: 'PATCH',
      headers: auth(first.token),
      body: { totpSecret: 'v1.x.y.z', recoveryCodes: ['x'], totpLastStep: 0 },
    })
    expect(patch.status).toBe(200)
    expect(JSON.stringify(patch.json)).not.toMatch(/totp|recovery/i)
    const after = await payload.db.findOne<{ id: number; totpSecret: string; recoveryCodes: string[] }>({
      collection: 'users',
      where: { id: { equals: sales.id } },
    })
    expect(after?.totpSecret).toMatch(/^v1\./)
    expect(after?.totpSecret).not.toBe('v1.x.y.z')
    expect(after?.recoveryCodes).toHaveLength(10)
    const graphqlSecret = await send(site, {
      path: '/api/graphql',
      headers: auth(first.token),
      body: { query: '{ meUser { user { totpSecret } } }' },
    })
    // The field's read access is closed: null whoever asks.
    expect(graphqlSecret.json).toEqual({ data: { meUser: { user: { totpSecret: null } } } })

    // The password alone no longer signs in.
    const second = await login(sales)
    expect(second.secondFactor).toBe('verify')
    await expectNothing(second.token)
    // The code that confirmed the set-up is spent: the same step is refused.
    const replay = await post(second.token, '/second-factor/verify', { code: confirmCode })
    expect(replay.status).toBe(401)
    const nextCode = codeAt(secret, 1)
    expect((await post(second.token, '/second-factor/verify', { code: nextCode })).status).toBe(200)
    expect(await me(second.token)).toMatchObject({ email: sales.email })
    expect((await send(site, { path: '/api/contactMessages?limit=1', headers: auth(second.token) })).status).toBe(200)

    // Replayed at another sign-in: refused.
    const third = await login(sales)
    expect((await post(third.token, '/second-factor/verify', { code: nextCode })).status).toBe(401)
    expect(await me(third.token)).toBeNull()
  })

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const sales = await staffAccount(payload, ['sales'])
    const { codes } = await enrolTotp((await login(sales)).token)
    const first = await login(sales)
    expect((await post(first.token, '/second-factor/verify', { recoveryCode: codes[0] })).status).toBe(200)
    expect(await me(first.token)).toMatchObject({ email: sales.email })

    const second = await login(sales)
    const again = await post(second.token, '/second-factor/verify', { recoveryCode: codes[0] })
    expect(again.status).toBe(401)
    expect(json(again).errors?.[0].message).toMatch(/recovery code is not valid/)
    expect(await me(second.token)).toBeNull()
    const typed = codes[1].toLowerCase().replace('-', ' ')
    const other = await post(second.token, '/second-factor/verify', { recoveryCode: typed })
    expect(other.status).toBe(200)
    expect(json(other).recoveryCodesLeft).toBe(8)
    const stored = await payload.db.findOne<{ id: number; recoveryCodes: string[] }>({
      collection: 'users',
      where: { id: { equals: sales.id } },
    })
    // Hashes only.
    expect(stored?.recoveryCodes).toHaveLength(8)
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code)
  })

  it('throttles codes as passwords are: the client after 5 (429), the account after maxLoginAttempts', async () => {
    const sales = await staffAccount(payload, ['sales'])
    const { secret } = await enrolTotp((await login(sales)).token)
    const { token } = await login(sales)
    const client = newVisitor()
    for (let i = 0; i < 5; i++)
      expect((await post(token, '/second-factor/verify', { code: '000000' }, client)).status).toBe(401)
    const limited = await post(token, '/second-factor/verify', { code: codeAt(secret, 1) }, client)
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    expect(await me(token)).toBeNull()

    // One failure short of the account's lock, from another client: the next wrong code locks it.
    await payload.db.updateOne({ collection: 'users', id: sales.id, data: { loginAttempts: 24 } })
    expect((await post(token, '/second-factor/verify', { code: '000000' })).status).toBe(401)
    const locked = await post(token, '/second-factor/verify', { code: codeAt(secret, 1) })
    expect(locked.status).toBe(401)
    expect(json(locked).errors?.[0].message).toMatch(/locked/)
    expect(await me(token)).toBeNull()
    const stored = await payload.db.findOne<{ id: number; lockUntil: string }>({
      collection: 'users',
      where: { id: { equals: sales.id } },
    })
    expect(new Date(stored!.lockUntil).getTime()).toBeGreaterThan(Date.now())
  })
})

/** Four password sign-ins of `who`, then the same second step sent for all four at once through the route's own
 *  handler (over HTTP, each request's preparation spaces them out enough that a read-then-write would rarely race). */
async function verifyAtOnce(who: StaffAccount, body: object): Promise<{ statuses: number[]; signedIn: number }> {
  // Signed in one after another: Payload rewrites an account's session list whole at each sign-in.
  const waiting: { token: string }[] = []
  for (let i = 0; i < 4; i++) waiting.push(await login(who))
  const endpoints = payload.collections.users.config.endpoints || []
  const verify = endpoints.find((e) => e.path === '/second-factor/verify')!.handler
  // One new client for the four, as one browser's tabs: unstamped they would share the PostgreSQL pass's
  // "unverified" client with every other file, and meet its sign-in limit (429).
  const client = stampedAs(newVisitor())
  const requests = await Promise.all(
    waiting.map(({ token }) =>
      createPayloadRequest({
        config,
        request: new Request(`http://127.0.0.1:${site.port}/api/users/second-factor/verify`, {
          method: 'POST',
          headers: { ...auth(token), ...client, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      }),
    ),
  )
  const answers = await Promise.all(requests.map(async (req) => verify(req)))
  const signedIn = (await Promise.all(waiting.map(({ token }) => me(token)))).filter(Boolean).length
  return { statuses: answers.map((a) => a.status).sort(), signedIn }
}

describe('one code, several second steps at the same moment', () => {
  it('signs in once with a TOTP code', async () => {
    const sales = await staffAccount(payload, ['sales'])
    const { secret } = await enrolTotp((await login(sales)).token)
    expect(await verifyAtOnce(sales, { code: codeAt(secret, 1) })).toEqual({
      statuses: [200, 401, 401, 401],
      signedIn: 1,
    })
  })

  it('signs in once with a recovery code, and the other codes stay', async () => {
    const sales = await staffAccount(payload, ['sales'])
    const { codes } = await enrolTotp((await login(sales)).token)
    expect(await verifyAtOnce(sales, { recoveryCode: codes[0] })).toEqual({
      statuses: [200, 401, 401, 401],
      signedIn: 1,
    })
    const stored = await payload.db.findOne<{ id: number; recoveryCodes: string[] }>({
      collection: 'users',
      where: { id: { equals: sales.id } },
    })
    expect(stored?.recoveryCodes).toHaveLength(9)
  })
})

describe('the requirement for staff who may read personal data', () => {
  it('walks staff without a second factor through enrolment, and nothing is open to them until done', async () => {
    const admin = await staffAccount(payload, ['admin'])
    const sales = await staffAccount(payload, ['sales'])
    const editor = await staffAccount(payload, ['editor'])
    const adminToken = (await login(admin)).token
    const salesBefore = (await login(sales)).token
    expect(await me(salesBefore)).toMatchObject({ email: sales.email })

    // An admin without a second factor cannot turn it on (it would lock them out).
    const refused = await send(site, {
      path: '/api/globals/staffSecurity',
      headers: auth(adminToken),
      body: { requireSecondFactor: true },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toMatch(/own account first/)
    await enrolTotp(adminToken)
    const turnedOn = await send(site, {
      path: '/api/globals/staffSecurity',
      headers: auth(adminToken),
      body: { requireSecondFactor: true },
    })
    expect(turnedOn.status).toBe(200)
    // The admin's own session (passed its factor) stands; the sales session without one is ended.
    expect(await me(adminToken)).toMatchObject({ email: admin.email })
    expect(await me(salesBefore)).toBeNull()

    const pending = await login(sales)
    expect(pending.secondFactor).toBe('enrol')
    await expectNothing(pending.token)
    // Only enrolment is open: no code to verify, no recovery codes to draw.
    expect((await post(pending.token, '/second-factor/verify', { code: '123456' })).status).toBe(401)
    expect((await post(pending.token, '/second-factor/recovery-codes')).status).toBe(401)
    const { codes } = await enrolTotp(pending.token)
    expect(codes).toHaveLength(10)
    expect(await me(pending.token)).toMatchObject({ email: sales.email })
    expect((await send(site, { path: '/api/contactMessages?limit=1', headers: auth(pending.token) })).status).toBe(200)
    // Removing the only factor while it is required: refused.
    expect((await post(pending.token, '/second-factor/totp/remove')).status).toBe(409)

    // Editors read no personal data: not asked.
    const editorLogin = await login(editor)
    expect(editorLogin.secondFactor).toBeUndefined()
    expect(await me(editorLogin.token)).toMatchObject({ email: editor.email })

    // A lost device: an admin resets the account, which is signed out and enrols again at its next sign-in.
    const reset = await post(adminToken, `/${sales.id}/second-factor/reset`)
    expect(reset.status).toBe(200)
    expect(await me(pending.token)).toBeNull()
    expect((await login(sales)).secondFactor).toBe('enrol')
    // Not for anyone else than admins: the signed-in sales account cannot reset another's (nor is anything reset).
    expect((await post(editorLogin.token, `/${admin.id}/second-factor/reset`)).status).toBe(403)
    const other = await staffAccount(payload, ['sales'])
    const otherSecret = (await enrolTotp((await login(other)).token)).secret
    const salesNow = await login(sales)
    await enrolTotp(salesNow.token)
    expect((await post(salesNow.token, `/${other.id}/second-factor/reset`)).status).toBe(403)
    const otherLogin = await login(other)
    expect(otherLogin.secondFactor).toBe('verify')
    expect((await post(otherLogin.token, '/second-factor/verify', { code: codeAt(otherSecret, 1) })).status).toBe(200)

    // GraphQL's sign-in gives the same half-signed token.
    const graphqlLogin = await send(site, {
      path: '/api/graphql',
      from: newVisitor(),
      body: {
        query: 'mutation ($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }',
        variables: { e: sales.email, p: sales.password },
      },
    })
    const token = (json(graphqlLogin) as { data: { loginUser: { token: string } } }).data.loginUser.token
    await expectNothing(token)
  })
})
