import { pbkdf2Sync } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as GRAPHQL_POST } from '@/app/(payload)/api/graphql/route'
import { POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { stopRunner } from '@/leads/delivery/runner'
import { limit } from '@/lib/limits'
import { ACCOUNT_LOCK, PBKDF2, SIGN_IN_LIMITS } from '@/lib/limits/signin'
import { send, serve, type Answer, type Served } from './http'

/**
 * Sign-in hardening through the real route handlers (REST /api/users/login and
 * /api/users/forgot-password, GraphQL loginUser), behind a server that stamps the client
 * as server.ts does, with requests from different loopback addresses as different visitors.
 */
let payload: Payload
let served: Served
const email = process.env.ADMIN_EMAIL!
const password = process.env.ADMIN_PASSWORD!

// Addresses of this file: each test uses its own, so their counts do not mix.
const CLIENTS = Array.from({ length: 40 }, (_, i) => `127.0.0.${100 + i}`)
let next = 0
const newClient = () => CLIENTS[next++]

beforeAll(async () => {
  payload = await getPayload({ config })
  // A shared PostgreSQL keeps counts from earlier runs: start from none.
  await Promise.all(
    CLIENTS.flatMap((client) => [
      limit(payload, 'signin-client', SIGN_IN_LIMITS.client).reset(client),
      limit(payload, 'signin-client-day', SIGN_IN_LIMITS.clientDaily).reset(client),
      limit(payload, 'forgot-password-client', SIGN_IN_LIMITS.forgotPassword).reset(client),
    ]),
  )
  await payload.db.updateOne({
    collection: 'users',
    where: { email: { equals: email } },
    data: { loginAttempts: 0, lockUntil: null },
  })
  served = await serve((pathname, method) => {
    if (method !== 'POST') return undefined
    if (pathname === '/api/graphql') return GRAPHQL_POST
    const slug = pathname.replace(/^\/api\//, '').split('/')
    return (request) => REST_POST(request, { params: Promise.resolve({ slug }) })
  })
})

afterAll(async () => {
  await served?.close()
  stopRunner()
  await payload?.destroy()
})

const login = (from: string, body: { email: string; password: string }) =>
  send(served, { path: '/api/users/login', from, body })
const graphqlLogin = (from: string, body: { email: string; password: string }) =>
  send(served, {
    path: '/api/graphql',
    from,
    body: {
      query:
        'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
      variables: body,
    },
  })
const message = (answer: Answer) => (answer.json as { errors?: { message: string }[] }).errors?.[0]?.message
const account = async () =>
  (await payload.db.findOne<{ id: number; loginAttempts?: number | null; lockUntil?: string | null }>({
    collection: 'users',
    where: { email: { equals: email } },
  }))!

describe('sign-in', () => {
  it('derives passwords for unknown e-mails with the parameters Payload stores hashes with', async () => {
    // src/lib/limits/signin.ts spends one PBKDF2 derivation on an unknown (or locked)
    // account so that its refusal costs what a wrong password does. The same work only if
    // the parameters are Payload's: they must reproduce the staff account's stored hash.
    const stored = (await payload.db.findOne<{ id: number | string; salt: string; hash: string }>({
      collection: 'users',
      where: { email: { equals: email } },
      select: { salt: true, hash: true },
    }))!
    // Payload 3 writes `pbkdf2-sha256-v1:` and the derived key in hex.
    const [, derived] = /^pbkdf2-sha256-v1:([0-9a-f]+)$/.exec(stored.hash) ?? []
    expect(derived).toBeDefined()
    expect(pbkdf2Sync(password, stored.salt, PBKDF2.iterations, PBKDF2.keyLength, PBKDF2.digest).toString('hex')).toBe(
      derived,
    )
  })

  it('answers an unknown e-mail like a wrong password', async () => {
    const unknown: Answer[] = []
    const wrong: Answer[] = []
    // Alternate the two, from fresh clients, so that neither meets a limit or a cold start.
    await login(newClient(), { email: 'warm-up@northgrid.example', password: 'not-the-password' })
    for (let i = 0; i < 3; i++) {
      unknown.push(await login(newClient(), { email: `nobody-${i}@northgrid.example`, password: 'not-the-password' }))
      wrong.push(await login(newClient(), { email, password: `not-the-password-${i}` }))
    }
    for (const answer of [...unknown, ...wrong]) {
      expect(answer.status).toBe(401)
      expect(message(answer)).toBe('The email or password provided is incorrect.')
    }
    // The three wrong passwords counted on the account (not locked), and a sign-in clears them.
    expect((await account()).loginAttempts).toBe(3)
    expect((await login(newClient(), { email, password })).status).toBe(200)
    expect((await account()).loginAttempts).toBe(0)
  })

  it('refuses the 6th attempt from one client with 429 and Retry-After, without locking the account', async () => {
    expect(SIGN_IN_LIMITS.client.points).toBeLessThan(ACCOUNT_LOCK.maxLoginAttempts)
    const attacker = newClient()
    for (let i = 0; i < SIGN_IN_LIMITS.client.points; i++) {
      const answer = await login(attacker, { email, password: `guess-${i}` })
      expect(answer.status).toBe(401)
    }
    const refused = await login(attacker, { email, password: 'guess-6' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(SIGN_IN_LIMITS.client.durationSeconds - 60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_LIMITS.client.durationSeconds)
    expect(message(refused)).toMatch(/Too many sign-in attempts from your network\. Try again in \d+ minutes\./)
    // Refused before the password: even the right one is refused for this client ...
    expect((await login(attacker, { email, password })).status).toBe(429)
    // ... and the account was not charged for the refused attempts, nor locked.
    const after = await account()
    expect(after.loginAttempts).toBe(SIGN_IN_LIMITS.client.points)
    expect(after.lockUntil ?? null).toBeNull()
    // Another client is unaffected: staff sign in.
    const staff = await login(newClient(), { email, password })
    expect(staff.status).toBe(200)
    expect((staff.json as { token?: string }).token).toBeTruthy()
  })

  it('counts unknown e-mails too, and another client is unaffected', async () => {
    const attacker = newClient()
    for (let i = 0; i < SIGN_IN_LIMITS.client.points; i++)
      expect((await login(attacker, { email: `probe-${i}@example.com`, password: 'x' })).status).toBe(401)
    expect((await login(attacker, { email: 'probe-6@example.com', password: 'x' })).status).toBe(429)
    expect((await login(newClient(), { email: 'probe-7@example.com', password: 'x' })).status).toBe(401)
  })

  it('limits the GraphQL loginUser mutation with the same count as REST', async () => {
    const attacker = newClient()
    for (let i = 0; i < 3; i++)
      expect((await login(attacker, { email: `gql-${i}@example.com`, password: 'x' })).status).toBe(401)
    for (let i = 3; i < SIGN_IN_LIMITS.client.points; i++) {
      const answer = await graphqlLogin(attacker, { email: `gql-${i}@example.com`, password: 'x' })
      expect(message(answer)).toBe('The email or password provided is incorrect.')
    }
    const refused = await graphqlLogin(attacker, { email, password })
    const error = (refused.json as { errors: { message: string; extensions: { statusCode: number } }[] }).errors[0]
    expect(error.extensions.statusCode).toBe(429)
    expect(error.message).toMatch(/Too many sign-in attempts/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Several loginUser in one document each count: no way around the limit by aliases.
    const other = newClient()
    const many = await send(served, {
      path: '/api/graphql',
      from: other,
      body: {
        query: `mutation { ${Array.from({ length: 8 }, (_, i) => `a${i}: loginUser(email: "many-${i}@example.com", password: "x") { token }`).join(' ')} }`,
      },
    })
    const statuses = (many.json as { errors: { extensions: { statusCode: number } }[] }).errors
      .map((e) => e.extensions.statusCode)
      .sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.client.points)
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - SIGN_IN_LIMITS.client.points)
    // GraphQL sign-in still works for staff from elsewhere.
    const ok = await graphqlLogin(newClient(), { email, password })
    expect((ok.json as { data?: { loginUser?: { token?: string } } }).data?.loginUser?.token).toBeTruthy()
  })

  it('limits forgot-password per client', async () => {
    const client = newClient()
    for (let i = 0; i < SIGN_IN_LIMITS.forgotPassword.points; i++) {
      expect(
        (
          await send(served, {
            path: '/api/users/forgot-password',
            from: client,
            body: { email: `nobody-${i}@example.com` },
          })
        ).status,
      ).toBe(200)
    }
    const refused = await send(served, {
      path: '/api/users/forgot-password',
      from: client,
      body: { email: 'nobody@example.com' },
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(
      (
        await send(served, {
          path: '/api/users/forgot-password',
          from: newClient(),
          body: { email: 'nobody@example.com' },
        })
      ).status,
    ).toBe(200)
  })
})
