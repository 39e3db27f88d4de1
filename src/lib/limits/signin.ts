import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'

import { clientAddress } from '@/lib/http/client'
import { requestLog } from '@/lib/log'
import { limit, type LimitOptions } from '.'

/**
 * Sign-in hardening for the staff accounts (src/collections/Users.ts), for every way to
 * sign in: REST POST /api/users/login (the admin at /build/login uses it), the GraphQL
 * loginUser mutation, and POST /api/users/forgot-password / forgotPasswordUser. Both APIs
 * run Payload's login and forgotPassword operations, whose beforeOperation hook is here.
 *
 * The numbers:
 * - A client (clientAddress: one IPv4 address, one IPv6 /64) has 5 sign-in attempts per 15
 *   minutes and 20 per day; the next one is refused with 429 and Retry-After, before the
 *   password is even looked at. A successful sign-in clears its count, so only failures
 *   add up. The attempt is counted before the password is checked, so parallel attempts
 *   cannot slip past the limit.
 * - An account locks for 15 minutes after 25 failures in a row (Payload's
 *   maxLoginAttempts/lockTime): above what one client can send in a day (20), so a single
 *   address cannot lock staff out; only a spread attack (several addresses) can, which is
 *   what the account lock is for. Payload keeps an account's failures until a successful
 *   sign-in or the end of a lock, so one client patient for two days without the staff
 *   member signing in meanwhile could reach 25: a 15 minute lock at worst.
 * - Forgot-password: 5 requests per client per hour.
 * - A wrong sign-in costs the same whether the e-mail has an account or not (the same
 *   PBKDF2 work, the same "The email or password provided is incorrect." and 401), so the
 *   answer's time does not tell which e-mails are staff.
 */
export const SIGN_IN_LIMITS = {
  client: { points: 5, durationSeconds: 15 * 60 },
  clientDaily: { points: 20, durationSeconds: 24 * 60 * 60 },
  forgotPassword: { points: 5, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitOptions>

export const ACCOUNT_LOCK = { maxLoginAttempts: 25, lockTimeMs: 15 * 60 * 1000 } as const

/** 429 with Retry-After (set on the request's response headers, which both APIs send). */
export class TooManyAttempts extends APIError {
  constructor(req: PayloadRequest, retryAfterSeconds: number, what: string) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(
      `Too many ${what} from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      { retryAfterSeconds },
      true,
    )
    // Set by hand: the bundled class name is not reliable, and loggingLevels keys on it.
    this.name = 'TooManyAttempts'
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  }
}

const credentials = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320),
  password: z.string().min(1).max(4096),
})

/*
 * Payload verifies a password with PBKDF2-SHA256, 600,000 iterations, 32 bytes
 * (payload/dist/auth/strategies/local/generatePasswordSaltHash.js, not exported), and
 * answers an unknown e-mail at once. We run the same derivation for an unknown (or locked)
 * account, hand-written since Payload offers no hook for it; tests/int/signin.test.ts
 * checks that these parameters reproduce a hash Payload stored, so a change of Payload's
 * parameters shows there.
 */
export const PBKDF2 = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const derive = promisify(pbkdf2)
const dummySalt = randomBytes(32).toString('hex')

async function spendPasswordTime(password: string): Promise<void> {
  await derive(password, dummySalt, PBKDF2.iterations, PBKDF2.keyLength, PBKDF2.digest)
}

/** Only requests from outside (REST, GraphQL) are limited; the Local API is the server's own. */
const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

async function consumeSignIn(req: PayloadRequest, client: string): Promise<void> {
  for (const [name, options] of [
    ['signin-client', SIGN_IN_LIMITS.client],
    ['signin-client-day', SIGN_IN_LIMITS.clientDaily],
  ] as const) {
    const res = await limit(req.payload, name, options).consume(client)
    if (!res.ok) {
      requestLog(req.headers, { client, limit: name }).warn('sign-in refused: too many attempts from this client')
      throw new TooManyAttempts(req, res.retryAfterSeconds, 'sign-in attempts')
    }
  }
}

export const guardSignIn: CollectionBeforeOperationHook = async ({ operation, args, req, collection }) => {
  if (!fromOutside(req)) return
  const client = clientAddress(req.headers)

  if (operation === 'forgotPassword') {
    const res = await limit(req.payload, 'forgot-password-client', SIGN_IN_LIMITS.forgotPassword).consume(client)
    if (!res.ok) {
      requestLog(req.headers, { client, limit: 'forgot-password-client' }).warn(
        'password reset refused: too many requests from this client',
      )
      throw new TooManyAttempts(req, res.retryAfterSeconds, 'password reset requests')
    }
    return
  }
  if (operation !== 'login') return

  await consumeSignIn(req, client)

  // Payload refuses an unknown e-mail (or a locked account) before any password work:
  // spend the same time here so that the refusal takes as long as a wrong password.
  const parsed = credentials.safeParse('data' in args ? args.data : undefined)
  if (!parsed.success) return // Payload answers its own validation error (missing field).
  // No account has an e-mail with a control character in it, and PostgreSQL refuses a NUL
  // in a query (a 500): the same refusal as any unknown e-mail, after the same time.
  if (/[\u0000-\u001f\u007f]/.test(parsed.data.email)) {
    await spendPasswordTime(parsed.data.password)
    throw new AuthenticationError(req.t)
  }
  const account = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
    collection: collection.slug,
    where: { email: { equals: parsed.data.email } },
    select: { lockUntil: true },
  })
  const locked = Boolean(account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now())
  if (!account || locked) await spendPasswordTime(parsed.data.password)
}

/** A successful sign-in clears the client's failures. */
export const clearSignInFailures: CollectionAfterLoginHook = async ({ req }) => {
  if (!fromOutside(req)) return
  const client = clientAddress(req.headers)
  await Promise.all([
    limit(req.payload, 'signin-client', SIGN_IN_LIMITS.client).reset(client),
    limit(req.payload, 'signin-client-day', SIGN_IN_LIMITS.clientDaily).reset(client),
  ])
}
