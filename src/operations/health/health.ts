import { createHash, timingSafeEqual } from 'node:crypto'

import ipaddr from 'ipaddr.js'
import type { Payload } from 'payload'

import { env, type Storage } from '@/config/env'
import { queueHealth } from '@/leads/delivery/outbox'
import { clientAddress, normalizeAddress } from '@/lib/http/client'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { keysRefused, missingBuckets } from '@/storage/buckets'

import { isDraining, isWarmingUp } from './lifecycle'

/**
 * A mail server that keeps failing is not a readiness problem (the lead is retried, then marked failed for
 * staff): it shows as oldestUndeliveredSeconds. A due lead no runner takes is.
 */
export type Readiness = {
  ready: boolean
  checks: {
    accepting: boolean
    /** server.ts has rendered the visitors' pages once (src/lib/http/warm-up.ts). */
    warmedUp: boolean
    database: boolean
    migrations: { pending: string[] } | null
    deliveries: { oldestUndeliveredSeconds: number | null; oldestOverdueSeconds: number | null; stuck: boolean } | null
    /**
     * Object storage (null: local folders). A bucket gone or the keys refused is not ready: no upload or file read
     * can work. A store that does not answer is not (docs/storage.md: pages and the CMS still answer).
     */
    storage: StorageCheck | null
  }
  error?: string
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms).unref(),
    ),
  ])

function maxOverdueSeconds(): number {
  const v = Number(process.env.READY_MAX_OVERDUE_SECONDS)
  return Number.isFinite(v) && v > 0 ? v : 300
}

type StorageCheck = { answered: boolean; missing: string[]; keysRefused: boolean }

type S3Storage = Extract<Storage, { kind: 's3' }>

/** At most one look at the buckets every 5 s, whatever the number of checks: a front asks every second. */
const STORAGE_CHECK_MS = 5_000
let lastStorageCheck: { at: number; result: Promise<StorageCheck> } | null = null

function checkStorage(storage: S3Storage): Promise<StorageCheck> {
  if (!lastStorageCheck || Date.now() - lastStorageCheck.at > STORAGE_CHECK_MS)
    lastStorageCheck = {
      at: Date.now(),
      result: missingBuckets(storage).then(
        (missing) => ({ answered: true, missing, keysRefused: false }),
        (error: unknown) => ({ answered: keysRefused(error), missing: [], keysRefused: keysRefused(error) }),
      ),
    }
  return lastStorageCheck.result
}

export async function readiness(getPayload: () => Promise<Payload>): Promise<Readiness> {
  const checks: Readiness['checks'] = {
    accepting: !isDraining(),
    warmedUp: !isWarmingUp(),
    database: false,
    migrations: null,
    deliveries: null,
    storage: null,
  }
  const { storage } = env()
  // Beside the database's checks, not after them; a store that hangs counts as not answering.
  const storageChecked =
    storage.kind === 's3'
      ? withTimeout(checkStorage(storage), 2_000, 'the object store').catch((): StorageCheck => ({
          answered: false,
          missing: [],
          keysRefused: false,
        }))
      : Promise.resolve(null)
  try {
    const payload = await withTimeout(getPayload(), 5_000, 'the CMS')
    const applied = await withTimeout(
      payload.find({
        collection: 'payload-migrations',
        limit: 1000,
        depth: 0,
        overrideAccess: true,
        pagination: false,
      }),
      2_000,
      'the database',
    )
    checks.database = true
    const names = new Set(applied.docs.map((d) => d.name))
    const committed = (env().databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)
    checks.migrations = { pending: committed.filter((name) => !names.has(name)) }
    const queue = await withTimeout(queueHealth(payload), 2_000, 'the delivery queue')
    checks.deliveries = { ...queue, stuck: (queue.oldestOverdueSeconds ?? 0) > maxOverdueSeconds() }
  } catch (error) {
    checks.storage = await storageChecked
    return { ready: false, checks, error: error instanceof Error ? error.message : String(error) }
  }
  checks.storage = await storageChecked
  const ready =
    checks.accepting &&
    checks.warmedUp &&
    checks.database &&
    checks.migrations.pending.length === 0 &&
    !checks.deliveries.stuck &&
    (checks.storage === null || (checks.storage.missing.length === 0 && !checks.storage.keysRefused))
  return { ready, checks }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest()

/**
 * The details of /readyz go to a bearer of READYZ_TOKEN, or to the machine itself: a loopback client whose
 * request names no other address in its forwarding headers (a front on the same host without TRUST_PROXY would
 * otherwise look local). Next.js fills X-Forwarded-For with the socket's address when a request has none.
 */
export function readyzDetailsAllowed(request: Request, token: string | undefined): boolean {
  const authorization = request.headers.get('authorization') ?? ''
  if (token && authorization.startsWith('Bearer ')) {
    // Hashed first: timingSafeEqual needs equal lengths, and the hashes say nothing of the token's length.
    if (timingSafeEqual(sha256(authorization.slice('Bearer '.length).trim()), sha256(token))) return true
  }
  if (request.headers.has('forwarded')) return false
  const named = [request.headers.get('x-forwarded-for'), request.headers.get('x-real-ip')]
    .flatMap((value) => (value ? value.split(',') : []))
    .map((address) => normalizeAddress(address.trim()))
  return [clientAddress(request), ...named].every(isLoopback)
}

// server.ts groups IPv6 clients by /64; ::1's group holds no routable address.
const isLoopback = (address: string) =>
  address === '::/64' || (ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback')
