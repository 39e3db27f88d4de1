import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import { jwtVerify } from 'jose'
import type { CollectionAfterLoginHook, CollectionAfterOperationHook, PayloadRequest, TypedUser } from 'payload'
import { parseCookies } from 'payload/shared'

import { canHandleLeads } from '@/access'
import { drizzleIn, sqlAdapter, tableOf } from '@/lib/db/drizzle'

/**
 * The second factor is a state of Payload's own sessions (auth.useSessions): a password sign-in that still owes a
 * second factor has its session moved from `sessions` to `pendingSessions`, so Payload's JWT strategy finds no
 * session for the token and every door (REST, GraphQL, the admin, the socket, a token in a header) gets nothing.
 * Passing the factor moves the session back: the same token then works.
 */
export type Stage = 'verify' | 'enrol'
export type PendingSession = { id: string; stage: Stage; createdAt: string; expiresAt: string }
type Session = { id: string; createdAt: string | Date; expiresAt: string | Date }

export type FactorUser = {
  id: number | string
  email: string
  name?: string | null
  roles?: string[] | null
  totpSecret?: string | null
  totpPendingSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: string[] | null
  pendingSessions?: PendingSession[] | null
  sessions?: Session[] | null
  loginAttempts?: number | null
  lockUntil?: string | null
}

/** Long enough to open an authenticator app or find the recovery sheet; a fresh password sign-in after. */
export const PENDING_SECONDS = 10 * 60
export const SETTINGS_SLUG = 'staffSecurity'
export const PASSKEYS_SLUG = 'staff-passkeys'

export async function findStaff(req: PayloadRequest, id: number | string): Promise<FactorUser | null> {
  return req.payload.db.findOne<FactorUser>({ collection: 'users', where: { id: { equals: id } }, req })
}

/** The account's row as stored (its sessions too), as Payload's own session helpers take it (addSessionToUser). */
export async function findAccount(req: PayloadRequest, id: number | string): Promise<TypedUser | null> {
  return req.payload.db.findOne<TypedUser>({ collection: 'users', where: { id: { equals: id } }, req })
}

export async function saveStaff(req: PayloadRequest, id: number | string, data: Partial<FactorUser>): Promise<void> {
  // Writing the sessions array rewrites the whole row (an upsert, as Payload's addSessionToUser does): give it all.
  const whole = 'sessions' in data ? await findStaff(req, id) : null
  if ('sessions' in data && !whole) return
  const row = whole ? { ...whole, ...data, updatedAt: null } : data
  await req.payload.db.updateOne({ collection: 'users', id, data: row, req, returning: false })
}

// The two adapters' drizzle types differ only in their driver; the query builder is the same.
type Column = Parameters<typeof eq>[0]
type UsersTable = { id: Column; totpLastStep: Column; recoveryCodes: Column }
type Claimed = { totpLastStep?: number; recoveryCodes?: string[] }
interface Drizzle {
  update(table: unknown): {
    set(values: Claimed): {
      where(w: unknown): { returning(fields: { id: Column }): Promise<unknown[]> }
    }
  }
}

/**
 * One conditional UPDATE of the account's row: true for the one request whose condition still held. Reading a
 * factor's state and writing it after lets two requests with the same code both sign in; Payload's db API has no
 * compare-and-set, hence drizzle (both adapters carry it and the users table).
 */
async function updateIf(
  req: PayloadRequest,
  id: number | string,
  values: Claimed,
  condition: (users: UsersTable) => Parameters<typeof and>[0],
): Promise<boolean> {
  const users: UsersTable | undefined = tableOf(sqlAdapter(req.payload), 'users', [
    'id',
    'totpLastStep',
    'recoveryCodes',
  ])
  if (!users) throw new Error('[second factor] no table for users')
  const db: Drizzle = await drizzleIn(req)
  const rows = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), condition(users)))
    .returning({ id: users.id })
  return rows.length === 1
}

/** Spends a TOTP step: only a request that moves the account's last step forward to `step` wins. */
export const claimTotpStep = (req: PayloadRequest, id: number | string, step: number) =>
  updateIf(req, id, { totpLastStep: step }, (u) => or(isNull(u.totpLastStep), lt(u.totpLastStep, step)))

/** Spends a recovery code: `before` (read with the account) becomes `after` only if nobody changed it since. */
export const spendRecoveryCode = (req: PayloadRequest, id: number | string, before: string[], after: string[]) =>
  updateIf(req, id, { recoveryCodes: after }, (u) => eq(u.recoveryCodes, before))

export async function passkeyCount(req: PayloadRequest, userId: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: PASSKEYS_SLUG,
    where: { user: { equals: userId } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

export async function secondFactorRequired(req: PayloadRequest, user: Pick<FactorUser, 'roles'>): Promise<boolean> {
  if (!canHandleLeads(user)) return false
  const settings = await req.payload.findGlobal({ slug: SETTINGS_SLUG, overrideAccess: true, req, depth: 0 })
  return Boolean(settings.requireSecondFactor)
}

export async function hasSecondFactor(req: PayloadRequest, user: FactorUser): Promise<boolean> {
  return Boolean(user.totpSecret) || (await passkeyCount(req, user.id)) > 0
}

/** What a password sign-in still owes: a factor the account has, or enrolment when its role requires one. */
export async function stageAfterPassword(req: PayloadRequest, user: FactorUser): Promise<Stage | null> {
  if (await hasSecondFactor(req, user)) return 'verify'
  return (await secondFactorRequired(req, user)) ? 'enrol' : null
}

const live = <T extends { expiresAt: string | Date }>(list: T[] | null | undefined): T[] =>
  (list ?? []).filter((s) => new Date(s.expiresAt).getTime() > Date.now())

/** afterLogin: hold the session just opened when the account owes a second factor. */
export const holdUntilSecondFactor: CollectionAfterLoginHook<TypedUser> = async ({ req, user, token }) => {
  const sid = sidOf(token)
  const account = sid ? await findStaff(req, user.id) : null
  if (!sid || !account) return
  const stage = await stageAfterPassword(req, account)
  if (!stage) return
  const now = Date.now()
  await saveStaff(req, account.id, {
    sessions: (account.sessions ?? []).filter((s) => s.id !== sid),
    pendingSessions: [
      ...live(account.pendingSessions),
      {
        id: sid,
        stage,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + PENDING_SECONDS * 1000).toISOString(),
      },
    ],
  })
  req.context.secondFactor = stage
}

/** afterOperation (login): the answer says what is still owed, so an API client knows its token is not yet good. */
export const sayWhatIsOwed: CollectionAfterOperationHook = ({ operation, req, result }) => {
  if (operation !== 'login' || !req.context.secondFactor) return result
  return { ...result, secondFactor: req.context.secondFactor }
}

/** Moves a pending session back among Payload's sessions: from now on its token signs in. */
export async function releaseSession(req: PayloadRequest, user: FactorUser, sid: string): Promise<void> {
  const now = Date.now()
  const lifetime = req.payload.collections.users.config.auth.tokenExpiration * 1000
  await saveStaff(req, user.id, {
    pendingSessions: live(user.pendingSessions).filter((s) => s.id !== sid),
    sessions: [...live(user.sessions), { id: sid, createdAt: new Date(now), expiresAt: new Date(now + lifetime) }],
  })
}

export async function dropPendingSession(req: PayloadRequest, user: FactorUser, sid: string): Promise<void> {
  await saveStaff(req, user.id, { pendingSessions: live(user.pendingSessions).filter((s) => s.id !== sid) })
}

function sidOf(token: string | undefined): string | null {
  const body = token?.split('.')[1]
  if (!body) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    const sid = claims && typeof claims === 'object' && 'sid' in claims ? claims.sid : null
    return typeof sid === 'string' ? sid : null
  } catch {
    return null
  }
}

/** The request's token as Payload reads it: its cookie, or `Authorization: JWT|Bearer <token>`. */
export function requestToken(req: Pick<PayloadRequest, 'headers' | 'payload'>): string | null {
  const header = req.headers.get('authorization')
  const bearer = header && /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header)?.[1]
  if (bearer) return bearer
  return parseCookies(req.headers).get(`${req.payload.config.cookiePrefix}-token`) ?? null
}

/** A request whose token is a password sign-in still waiting for its second factor: whose, and at which stage. */
export async function pendingOf(req: PayloadRequest): Promise<{ user: FactorUser; session: PendingSession } | null> {
  const token = requestToken(req)
  if (!token) return null
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(req.payload.secret))
    if (claims.collection !== 'users' || typeof claims.sid !== 'string') return null
    if (typeof claims.id !== 'string' && typeof claims.id !== 'number') return null
    const user = await findStaff(req, claims.id)
    const session = live(user?.pendingSessions).find((s) => s.id === claims.sid)
    return user && session ? { user, session } : null
  } catch {
    return null
  }
}
