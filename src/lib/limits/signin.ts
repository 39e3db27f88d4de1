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
 * For every way to sign in (REST, GraphQL, forgot-password); the numbers and their reasons are in docs/security.md.
 * Counted before the password is checked, so parallel attempts cannot slip past; 25 failures to lock an account is
 * above one client's 20 a day, so a single address cannot lock staff out.
 */
export const SIGN_IN_LIMITS = {
  client: { points: 5, durationSeconds: 15 * 60 },
  clientDaily: { points: 20, durationSeconds: 24 * 60 * 60 },
  forgotPassword: { points: 5, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitOptions>

export const ACCOUNT_LOCK = { maxLoginAttempts: 25, lockTimeMs: 15 * 60 * 1000 } as const

/** Retry-After is set on the request's response headers, which both APIs send. */
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

/**
 * Payload's own derivation (not exported), run for unknown or locked accounts so the answer's time does not tell
 * which e-mails are staff; tests/int/signin.test.ts checks it reproduces a hash Payload stored.
 */
export const PBKDF2 = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const derive = promisify(pbkdf2)
const dummySalt = randomBytes(32).toString('hex')

async function spendPasswordTime(password: string): Promise<void> {
  await derive(password, dummySalt, PBKDF2.iterations, PBKDF2.keyLength, PBKDF2.digest)
}

/** The Local API is the server's own. */
export const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

/** One sign-in attempt of `client`, whatever the step (password, second factor, passkey): 429 past the limits. */
export async function consumeSignIn(req: PayloadRequest, client: string): Promise<void> {
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

  // Payload refuses an unknown e-mail at once: spend the same time so it takes as long as a wrong password.
  const parsed = credentials.safeParse('data' in args ? args.data : undefined)
  if (!parsed.success) return // Payload answers its own validation error (missing field).
  // PostgreSQL refuses a NUL in a query (a 500): the same refusal as any unknown e-mail, after the same time.
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

export const clearSignInFailures: CollectionAfterLoginHook = ({ req }) => resetSignIn(req)

export async function resetSignIn(req: PayloadRequest): Promise<void> {
  if (!fromOutside(req)) return
  const client = clientAddress(req.headers)
  await Promise.all([
    limit(req.payload, 'signin-client', SIGN_IN_LIMITS.client).reset(client),
    limit(req.payload, 'signin-client-day', SIGN_IN_LIMITS.clientDaily).reset(client),
  ])
}
