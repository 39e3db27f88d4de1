import type { Endpoint, PayloadRequest } from 'payload'
import { incrementLoginAttempts } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import { renderSVG } from 'uqr'
import { z } from 'zod'

import { hasRole } from '@/access'
import { clientAddress } from '@/lib/http/client'
import { consumeSignIn, fromOutside, resetSignIn } from '@/lib/limits/signin'
import { hashRecoveryCode, newRecoveryCodes, seal, unseal } from './secrets'
import {
  claimTotpStep,
  dropPendingSession,
  findStaff,
  hasSecondFactor,
  passkeyCount,
  PASSKEYS_SLUG,
  pendingOf,
  releaseSession,
  saveStaff,
  secondFactorRequired,
  spendRecoveryCode,
  type FactorUser,
  type PendingSession,
  type Stage,
} from './state'
import { matchingStep, newTotpSecret, totpUri } from './totp'

export const fail = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ errors: [{ message }] }, { status, headers })

export type Actor = { user: FactorUser; pending: PendingSession | null }

/** A signed-in staff member, or a password sign-in waiting at one of `stages`. */
export async function actorOf(req: PayloadRequest, stages: Stage[]): Promise<Actor | null> {
  if (req.user?.collection === 'users') {
    const user = await findStaff(req, req.user.id)
    return user ? { user, pending: null } : null
  }
  const waiting = stages.length ? await pendingOf(req) : null
  return waiting && stages.includes(waiting.session.stage) ? { user: waiting.user, pending: waiting.session } : null
}

const isLocked = (user: FactorUser) => Boolean(user.lockUntil && new Date(user.lockUntil).getTime() > Date.now())

/**
 * Every code typed at sign-in counts as a sign-in attempt: the client's limits (429) and the account's
 * maxLoginAttempts/lockTime, the same as a wrong password. Returns the refusal, or null to go on.
 */
export async function throttle(req: PayloadRequest, user: FactorUser | null): Promise<Response | null> {
  if (fromOutside(req)) {
    try {
      await consumeSignIn(req, clientAddress(req.headers))
    } catch (error) {
      // Retry-After is already on req.responseHeaders, which Payload adds to the answer.
      return fail(429, error instanceof Error ? error.message : String(error))
    }
  }
  if (user && isLocked(user))
    return fail(401, 'This account is locked after too many failed attempts. Try again later.')
  return null
}

export async function countFailure(req: PayloadRequest, user: FactorUser, message: string): Promise<Response> {
  await incrementLoginAttempts({
    collection: req.payload.collections.users.config,
    payload: req.payload,
    // Payload reads loginAttempts/lockUntil of the stored account.
    user: user as unknown as Parameters<typeof incrementLoginAttempts>[0]['user'],
  })
  return fail(401, message)
}

export async function countSuccess(req: PayloadRequest, user: FactorUser): Promise<void> {
  if (user.loginAttempts || user.lockUntil) await saveStaff(req, user.id, { loginAttempts: 0, lockUntil: null })
  await resetSignIn(req)
}

const readBody = async <T>(req: PayloadRequest, schema: z.ZodType<T>): Promise<T | null> => {
  const parsed = schema.safeParse(await req.json?.().catch(() => null))
  return parsed.success ? parsed.data : null
}

const codeBody = z.object({ code: z.string().trim().max(12) })
const verifyBody = z.union([
  z.object({ code: z.string().trim().max(12) }),
  z.object({ recoveryCode: z.string().trim().min(1).max(40) }),
])

/** A TOTP code of a later step than any used before: each code signs in once. */
function acceptTotp(req: PayloadRequest, user: FactorUser, code: string): number | null {
  const secret = unseal(user.totpSecret, req.payload.secret)
  const step = secret ? matchingStep(secret, code) : null
  return step !== null && step > (user.totpLastStep ?? -1) ? step : null
}

async function state(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, ['verify', 'enrol'])
  if (!actor) return fail(401, 'Sign in first.')
  const { user, pending } = actor
  return Response.json({
    stage: pending?.stage ?? 'done',
    email: user.email,
    required: await secondFactorRequired(req, user),
    totp: Boolean(user.totpSecret),
    passkeys: await passkeyCount(req, user.id),
    recoveryCodesLeft: user.recoveryCodes?.length ?? 0,
  })
}

async function verify(req: PayloadRequest): Promise<Response> {
  const waiting = await pendingOf(req)
  if (!waiting || waiting.session.stage !== 'verify') return fail(401, 'No sign-in is waiting for a second factor.')
  const body = await readBody(req, verifyBody)
  if (!body) return fail(400, 'Send the six-digit code of your authenticator app, or one of your recovery codes.')
  const { user, session } = waiting
  const refused = await throttle(req, user)
  if (refused) return refused
  if ('code' in body) {
    const step = acceptTotp(req, user, body.code)
    if (step === null || !(await claimTotpStep(req, user.id, step)))
      return countFailure(req, user, 'That code is not valid (or was used already).')
  } else {
    const hash = hashRecoveryCode(body.recoveryCode)
    const codes = user.recoveryCodes ?? []
    const rest = codes.filter((c) => c !== hash)
    if (rest.length === codes.length || !(await spendRecoveryCode(req, user.id, codes, rest)))
      return countFailure(req, user, 'That recovery code is not valid (or was used already).')
    user.recoveryCodes = rest
  }
  await countSuccess(req, user)
  await releaseSession(req, user, session.id)
  return Response.json({ ok: true, recoveryCodesLeft: user.recoveryCodes?.length ?? 0 })
}

async function totpSetup(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, ['enrol'])
  if (!actor) return fail(401, 'Sign in first.')
  if (actor.user.totpSecret)
    return fail(409, 'An authenticator app is already set up: remove it first to set up another.')
  const secret = newTotpSecret()
  await saveStaff(req, actor.user.id, { totpPendingSecret: seal(secret, req.payload.secret) })
  const uri = totpUri(secret, actor.user.email)
  return Response.json({ secret, uri, qr: renderSVG(uri) })
}

async function totpConfirm(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, ['enrol'])
  if (!actor) return fail(401, 'Sign in first.')
  const body = await readBody(req, codeBody)
  if (!body) return fail(400, 'Send the six-digit code your authenticator app shows.')
  const { user, pending } = actor
  const secret = unseal(user.totpPendingSecret, req.payload.secret)
  if (!secret) return fail(409, 'Start the set-up first.')
  const refused = await throttle(req, user)
  if (refused) return refused
  const step = matchingStep(secret, body.code)
  if (step === null || !(await claimTotpStep(req, user.id, step)))
    return countFailure(req, user, 'That code is not valid: check the app and the clock of its device.')
  const codes = user.recoveryCodes?.length ? null : newRecoveryCodes()
  await saveStaff(req, user.id, {
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    ...(codes ? { recoveryCodes: codes.hashes } : {}),
  })
  await countSuccess(req, user)
  if (pending) await releaseSession(req, { ...user, totpPendingSecret: null }, pending.id)
  return Response.json({ ok: true, recoveryCodes: codes?.codes ?? null })
}

async function totpRemove(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, [])
  if (!actor) return fail(401, 'Sign in first.')
  const { user } = actor
  if (!user.totpSecret) return fail(404, 'No authenticator app is set up.')
  const passkeys = await passkeyCount(req, user.id)
  if (!passkeys && (await secondFactorRequired(req, user)))
    return fail(409, 'Your role requires a second factor: add a passkey before removing the authenticator app.')
  await saveStaff(req, user.id, {
    totpSecret: null,
    totpLastStep: null,
    ...(passkeys ? {} : { recoveryCodes: [] }),
  })
  return Response.json({ ok: true })
}

async function recoveryCodes(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, [])
  if (!actor) return fail(401, 'Sign in first.')
  if (!(await hasSecondFactor(req, actor.user)))
    return fail(409, 'Set up a passkey or an authenticator app first: recovery codes stand in for them.')
  const { codes, hashes } = newRecoveryCodes()
  await saveStaff(req, actor.user.id, { recoveryCodes: hashes })
  return Response.json({ recoveryCodes: codes })
}

async function cancel(req: PayloadRequest): Promise<Response> {
  const waiting = await pendingOf(req)
  if (waiting) await dropPendingSession(req, waiting.user, waiting.session.id)
  const auth = req.payload.collections.users.config.auth
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: auth,
    cookiePrefix: req.payload.config.cookiePrefix,
  })
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': cookie } })
}

/** A lost device: an admin clears the account's factors and ends its sessions; it enrols again at its next sign-in. */
async function reset(req: PayloadRequest): Promise<Response> {
  if (!hasRole(req.user, 'admin')) return fail(403, "Only admins reset another account's second factors.")
  const id = req.routeParams?.id
  const user = typeof id === 'string' || typeof id === 'number' ? await findStaff(req, id) : null
  if (!user) return fail(404, 'No such staff account.')
  await req.payload.delete({
    collection: PASSKEYS_SLUG,
    where: { user: { equals: user.id } },
    overrideAccess: true,
    req,
  })
  await saveStaff(req, user.id, {
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
    recoveryCodes: [],
    pendingSessions: [],
    // Their own session included when admins reset themselves: every device signs in again.
    sessions: [],
  })
  return Response.json({ ok: true })
}

export const secondFactorEndpoints: Endpoint[] = [
  { path: '/second-factor', method: 'get', handler: state },
  { path: '/second-factor/verify', method: 'post', handler: verify },
  { path: '/second-factor/cancel', method: 'post', handler: cancel },
  { path: '/second-factor/totp/setup', method: 'post', handler: totpSetup },
  { path: '/second-factor/totp/confirm', method: 'post', handler: totpConfirm },
  { path: '/second-factor/totp/remove', method: 'post', handler: totpRemove },
  { path: '/second-factor/recovery-codes', method: 'post', handler: recoveryCodes },
  { path: '/:id/second-factor/reset', method: 'post', handler: reset },
]
