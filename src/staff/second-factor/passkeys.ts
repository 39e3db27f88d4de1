import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { jwtVerify, SignJWT } from 'jose'
import type { Endpoint, PayloadRequest, TypedUser } from 'payload'
import { getFieldsToSign, jwtSign } from 'payload'
import { addSessionToUser, generatePayloadCookie, parseCookies } from 'payload/shared'
import { z } from 'zod'

import { requestLog } from '@/lib/log'
import type { StaffPasskey } from '@/payload-types'
import { actorOf, countFailure, countSuccess, fail, throttle } from './endpoints'
import { newRecoveryCodes } from './secrets'
import {
  dropPendingSession,
  findAccount,
  findStaff,
  PASSKEYS_SLUG,
  pendingOf,
  releaseSession,
  saveStaff,
  secondFactorRequired,
} from './state'

/**
 * Passkeys through @simplewebauthn/server: the relying party is SITE_URL (its host name is the RP ID, its origin the
 * only origin taken). The challenge travels in a short signed cookie, so no table of challenges is needed.
 */
const CHALLENGE_COOKIE = 'northgrid-webauthn'
const CHALLENGE_SECONDS = 5 * 60

/** The transports a browser reported at registration, stored as JSON. */
const transportsOf = (passkey: StaffPasskey): string[] | undefined =>
  Array.isArray(passkey.transports) ? passkey.transports.filter((t): t is string => typeof t === 'string') : undefined

function relyingParty(req: PayloadRequest) {
  const url = new URL(req.payload.config.serverURL || req.origin)
  return { rpID: url.hostname, origin: url.origin, secure: url.protocol === 'https:' }
}

const key = (req: PayloadRequest) => new TextEncoder().encode(`${req.payload.secret}:webauthn`)

async function challengeCookie(req: PayloadRequest, purpose: string, challenge: string, uid: number | string | null) {
  const token = await new SignJWT({ challenge, purpose, uid })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_SECONDS}s`)
    .sign(key(req))
  const secure = relyingParty(req).secure ? '; Secure' : ''
  return `${CHALLENGE_COOKIE}=${token}; Path=/api/users/passkeys; HttpOnly; SameSite=Strict; Max-Age=${CHALLENGE_SECONDS}${secure}`
}

const clearChallenge = `${CHALLENGE_COOKIE}=; Path=/api/users/passkeys; HttpOnly; SameSite=Strict; Max-Age=0`

async function readChallenge(req: PayloadRequest, purpose: string) {
  const token = parseCookies(req.headers).get(CHALLENGE_COOKIE)
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, key(req))
    if (payload.purpose !== purpose || typeof payload.challenge !== 'string') return null
    const uid = typeof payload.uid === 'number' || typeof payload.uid === 'string' ? payload.uid : null
    return { challenge: payload.challenge, uid }
  } catch {
    return null
  }
}

const passkeysOf = async (req: PayloadRequest, userId: number | string) =>
  (
    await req.payload.find({
      collection: PASSKEYS_SLUG,
      where: { user: { equals: userId } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs

/** The browser's answer as @simplewebauthn/browser sends it (RegistrationResponseJSON, AuthenticationResponseJSON);
 *  the library checks what the strings hold. */
const base64url = z.string().max(64 * 1024)
const credential = <T extends z.ZodRawShape>(response: T) =>
  z
    .object({
      id: z.string().min(1).max(1024),
      rawId: base64url,
      type: z.literal('public-key'),
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      clientExtensionResults: z.looseObject({}),
      response: z.looseObject(response),
    })
    .loose()
const registerBody = z.object({
  name: z.string().trim().max(80).optional(),
  response: credential({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
})
const loginBody = z.object({
  response: credential({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
})

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function list(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, [])
  if (!actor) return fail(401, 'Sign in first.')
  const keys = await passkeysOf(req, actor.user.id)
  return Response.json({
    passkeys: keys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
  })
}

async function registerOptions(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, ['enrol'])
  if (!actor) return fail(401, 'Sign in first.')
  const { user } = actor
  const { rpID } = relyingParty(req)
  const options = await generateRegistrationOptions({
    rpName: 'Northgrid',
    rpID,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(`staff-${user.id}`),
    attestationType: 'none',
    excludeCredentials: (await passkeysOf(req, user.id)).map((k) => ({
      id: k.credentialId,
      transports: transportsOf(k),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  return Response.json(options, {
    headers: { 'Set-Cookie': await challengeCookie(req, 'register', options.challenge, user.id) },
  })
}

async function registerVerify(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, ['enrol'])
  if (!actor) return fail(401, 'Sign in first.')
  const { user, pending } = actor
  const parsed = registerBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return fail(400, "Send the browser's answer to the passkey request.")
  const expected = await readChallenge(req, 'register')
  if (!expected || String(expected.uid) !== String(user.id)) return fail(400, 'The passkey request expired: try again.')
  const { rpID, origin } = relyingParty(req)
  let info
  try {
    const result = await verifyRegistrationResponse({
      response: parsed.data.response,
      expectedChallenge: expected.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
    if (!result.verified) throw new Error('not verified')
    info = result.registrationInfo
  } catch (error) {
    requestLog(req.headers, { user: user.id }).warn(`passkey registration refused: ${messageOf(error)}`)
    return fail(400, 'This passkey was refused.', { 'Set-Cookie': clearChallenge })
  }
  const { credential } = info
  await req.payload.create({
    collection: PASSKEYS_SLUG,
    data: {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      user: Number(user.id),
      name: parsed.data.name || 'Passkey',
    },
    overrideAccess: true,
    req,
  })
  const codes = user.recoveryCodes?.length ? null : newRecoveryCodes()
  if (codes) await saveStaff(req, user.id, { recoveryCodes: codes.hashes })
  if (pending) await releaseSession(req, user, pending.id)
  return Response.json({ ok: true, recoveryCodes: codes?.codes ?? null }, { headers: { 'Set-Cookie': clearChallenge } })
}

async function remove(req: PayloadRequest): Promise<Response> {
  const actor = await actorOf(req, [])
  if (!actor) return fail(401, 'Sign in first.')
  const { user } = actor
  const keys = await passkeysOf(req, user.id)
  const target = keys.find((k) => String(k.id) === String(req.routeParams?.id))
  if (!target) return fail(404, 'No such passkey on your account.')
  const othersLeft = keys.length - 1 + (user.totpSecret ? 1 : 0)
  if (!othersLeft && (await secondFactorRequired(req, user)))
    return fail(409, 'Your role requires a second factor: add another passkey or an authenticator app first.')
  await req.payload.delete({ collection: PASSKEYS_SLUG, id: target.id, overrideAccess: true, req })
  if (!othersLeft) await saveStaff(req, user.id, { recoveryCodes: [] })
  return Response.json({ ok: true })
}

async function loginOptions(req: PayloadRequest): Promise<Response> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(req).rpID, userVerification: 'required' })
  return Response.json(options, {
    headers: { 'Set-Cookie': await challengeCookie(req, 'login', options.challenge, null) },
  })
}

/** A passkey alone signs in (it is something held and, with user verification, something known or been). */
async function loginVerify(req: PayloadRequest): Promise<Response> {
  const parsed = loginBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return fail(400, "Send the browser's answer to the passkey request.")
  const refused = await throttle(req, null)
  if (refused) return refused
  const expected = await readChallenge(req, 'login')
  if (!expected) return fail(400, 'The passkey request expired: try again.')
  const { docs } = await req.payload.find({
    collection: PASSKEYS_SLUG,
    where: { credentialId: { equals: parsed.data.response.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const passkey = docs.at(0)
  const userId = passkey && (typeof passkey.user === 'object' ? passkey.user.id : passkey.user)
  const user = userId ? await findStaff(req, userId) : null
  if (!passkey || !user) return fail(401, 'This passkey is not known here.', { 'Set-Cookie': clearChallenge })
  const locked = await throttle(req, user)
  if (locked) return locked
  const { rpID, origin } = relyingParty(req)
  let newCounter: number
  try {
    const result = await verifyAuthenticationResponse({
      response: parsed.data.response,
      expectedChallenge: expected.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    })
    if (!result.verified) throw new Error('not verified')
    newCounter = result.authenticationInfo.newCounter
  } catch (error) {
    // A counter that did not go up is the mark of a cloned authenticator: refused and logged for the admins.
    requestLog(req.headers, { user: user.id, passkey: passkey.id }).warn(`passkey sign-in refused: ${messageOf(error)}`)
    const answer = await countFailure(req, user, 'This passkey was refused.')
    answer.headers.append('Set-Cookie', clearChallenge)
    return answer
  }
  await req.payload.update({
    collection: PASSKEYS_SLUG,
    id: passkey.id,
    data: { counter: newCounter, lastUsedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
  await countSuccess(req, user)
  const waiting = await pendingOf(req)
  if (waiting) await dropPendingSession(req, waiting.user, waiting.session.id)
  const account = await findAccount(req, user.id)
  if (!account) return fail(401, 'This passkey is not known here.', { 'Set-Cookie': clearChallenge })
  return signIn(req, account)
}

/** A session and token exactly as Payload's login makes them (the same helpers), so Payload's JWT strategy takes it. */
async function signIn(req: PayloadRequest, account: TypedUser): Promise<Response> {
  const collectionConfig = req.payload.collections.users.config
  const { sid } = await addSessionToUser({ collectionConfig, payload: req.payload, req, user: account })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: account.email, user: account, sid })
  const { exp, token } = await jwtSign({
    fieldsToSign,
    secret: req.payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: collectionConfig.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token,
    }),
  )
  headers.append('Set-Cookie', clearChallenge)
  return Response.json({ ok: true, exp, token }, { headers })
}

export const passkeyEndpoints: Endpoint[] = [
  { path: '/passkeys', method: 'get', handler: list },
  { path: '/passkeys/register/options', method: 'post', handler: registerOptions },
  { path: '/passkeys/register/verify', method: 'post', handler: registerVerify },
  { path: '/passkeys/login/options', method: 'post', handler: loginOptions },
  { path: '/passkeys/login/verify', method: 'post', handler: loginVerify },
  { path: '/passkeys/:id', method: 'delete', handler: remove },
]
