import { createHash } from 'node:crypto'

import { eq, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { log } from '@/lib/log'
import { PERSISTED_QUERIES_TABLE, postgresPersistedQueries, sqlitePersistedQueries } from './schema'

/**
 * Automatic persisted queries, version 1 (Apollo's protocol), for /api/graphql. A client
 * sends `extensions.persistedQuery = { version: 1, sha256Hash }`:
 *
 * - with the hash only: the query stored for that hash runs; an unknown hash gets the
 *   GraphQL error `PersistedQueryNotFound` (status 200, as Apollo Server answers), and the
 *   client sends the text with the hash;
 * - with the text and the hash: the hash must be the SHA-256 of the text (else 400); the
 *   query runs, and the pair is remembered once the text has run (an answer with data: a
 *   text the limits of src/lib/limits/graphql.ts or the schema refuse is not stored).
 *
 * Payload's GraphQL handler knows nothing of this (a hash-only request gets "Missing
 * query"), and no maintained server-side package fits in front of a fetch handler, so the
 * protocol is hand-written here; the hash -> text pairs live in the site's database (the
 * `graphql_persisted_queries` table, see schema.ts and the migrations of that name), so
 * every instance knows a hash registered on any of them, with an LRU in each process in
 * front of it.
 */
export const PERSISTED_QUERY_VERSION = 1

/**
 * What the table may hold.
 * - registrations: new hashes a client (an address, see src/lib/http/client.ts) may register.
 *   Past the limit the query still runs, unstored (the client sends its text with the hash
 *   again, as it does after PersistedQueryNotFound).
 * - storedChars: the query text of all rows together (8 M characters: thousands of the
 *   site's queries, which are 1 to 3 KB). Many clients together could otherwise fill the
 *   disk. Each registration that takes the table past it deletes the oldest registrations;
 *   a client whose hash was deleted gets PersistedQueryNotFound and registers it again.
 */
export const PERSISTED_QUERY_LIMITS = {
  registrations: { points: 200, durationSeconds: 60 * 60 },
  storedChars: 8 * 1024 * 1024,
} as const
/** The name of that limit in the rate-limit table (src/lib/limits). */
export const PERSISTED_QUERY_LIMIT_NAME = 'graphql-persisted-query'

export const PERSISTED_QUERY_NOT_FOUND = {
  message: 'PersistedQueryNotFound',
  extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
} as const

export interface PersistedQueryStore {
  get(hash: string): Promise<string | undefined>
  set(hash: string, query: string): Promise<void>
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex')

type Drizzle = {
  select(): { from(table: unknown): { where(condition: unknown): { limit(n: number): Promise<object[]> } } }
  insert(table: unknown): { values(row: unknown): { onConflictDoNothing(): Promise<unknown> } }
  delete(table: unknown): { where(condition: unknown): Promise<unknown> }
}

function tableOf(payload: Payload) {
  // Payload types `db` as the PostgreSQL adapter's; either adapter's drizzle has the few methods of Drizzle.
  const drizzle: Drizzle | undefined = payload.db.drizzle
  if (!drizzle)
    throw new Error(`persisted queries: the database adapter "${payload.db.name}" exposes no drizzle instance`)
  if (payload.db.name === 'postgres') return { drizzle, table: postgresPersistedQueries }
  if (payload.db.name === 'sqlite') return { drizzle, table: sqlitePersistedQueries }
  throw new Error(`persisted queries: no table for the database adapter "${payload.db.name}"`)
}

/**
 * The store on the database of this Payload instance, without a cache in front (what
 * another process sees); most code wants `persistedQueries()`. `maxStoredChars` is
 * PERSISTED_QUERY_LIMITS.storedChars unless a test passes a smaller one.
 */
export function databaseStore(
  payload: Payload,
  { maxStoredChars = PERSISTED_QUERY_LIMITS.storedChars }: { maxStoredChars?: number } = {},
): PersistedQueryStore {
  const { drizzle, table } = tableOf(payload)
  // The same statement on SQLite and PostgreSQL: the rows past the newest maxStoredChars
  // characters of text (newest first by registration, then by hash), deleted.
  const name = sql.raw(`"${PERSISTED_QUERIES_TABLE}"`)
  const pastTheLimit = sql`${table.hash} in (select "hash" from (select "hash", sum(length("query")) over (order by "created_at" desc, "hash" desc) as "running" from ${name}) as "ranked" where "running" > ${maxStoredChars})`
  return {
    async get(hash) {
      const rows = await drizzle.select().from(table).where(eq(table.hash, hash)).limit(1)
      const row = rows.at(0)
      return row && 'query' in row && typeof row.query === 'string' ? row.query : undefined
    },
    async set(hash, query) {
      // The same hash always means the same text: the first writer wins, the rest agree.
      await drizzle.insert(table).values({ hash, query, createdAt: new Date() }).onConflictDoNothing()
      await drizzle.delete(table).where(pastTheLimit)
    },
  }
}

/** The LRU of a process: up to 2 MB of query text (a query is 64 KB at most). */
export function cachedStore(inner: PersistedQueryStore, maxChars = 2 * 1024 * 1024): PersistedQueryStore {
  const lru = new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (query) => Math.max(1, query.length) })
  return {
    async get(hash) {
      const cached = lru.get(hash)
      if (cached !== undefined) return cached
      const stored = await inner.get(hash)
      if (stored !== undefined) lru.set(hash, stored)
      return stored
    },
    async set(hash, query) {
      lru.set(hash, query)
      await inner.set(hash, query)
    },
  }
}

const stores = new WeakMap<Payload, PersistedQueryStore>()
/** The store of this Payload instance: its database, with this process's LRU in front. */
export function persistedQueries(payload: Payload): PersistedQueryStore {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = cachedStore(databaseStore(payload))))
  return store
}

export type PersistedResolution =
  /** Not a persisted query, or one resolved: `body` has its `query`; `register` once it has run. */
  | { kind: 'query'; body: Record<string, unknown>; register?: () => Promise<void> }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string }

const HASH = /^[0-9a-f]{64}$/

/** Applies the protocol to a GraphQL request body (already parsed JSON). */
export async function resolvePersistedQuery(
  body: Record<string, unknown>,
  store: PersistedQueryStore,
  /** Whether this client may register one more hash (counts one); by default always. */
  mayRegister: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<PersistedResolution> {
  const extensions = body.extensions
  if (extensions === undefined || extensions === null) return { kind: 'query', body }
  if (typeof extensions !== 'object' || Array.isArray(extensions))
    return { kind: 'refused', message: 'extensions must be an object.' }
  const persisted = 'persistedQuery' in extensions ? extensions.persistedQuery : undefined
  if (persisted === undefined) return { kind: 'query', body }
  if (typeof persisted !== 'object' || persisted === null || Array.isArray(persisted))
    return { kind: 'refused', message: 'extensions.persistedQuery must be an object.' }
  const version = 'version' in persisted ? persisted.version : undefined
  const sha256Hash = 'sha256Hash' in persisted ? persisted.sha256Hash : undefined
  if (version !== PERSISTED_QUERY_VERSION)
    return {
      kind: 'refused',
      message: `Unsupported persisted query version: only version ${PERSISTED_QUERY_VERSION} is supported.`,
    }
  if (typeof sha256Hash !== 'string' || !HASH.test(sha256Hash.toLowerCase())) {
    return {
      kind: 'refused',
      message: 'extensions.persistedQuery.sha256Hash must be a SHA-256 hash in 64 hexadecimal digits.',
    }
  }
  const hash = sha256Hash.toLowerCase()
  const { query } = body
  if (query !== undefined && query !== null) {
    if (typeof query !== 'string') return { kind: 'refused', message: 'query must be a string.' }
    if (sha256Hex(query) !== hash) {
      return {
        kind: 'refused',
        message:
          'provided sha does not match query: sha256Hash must be the SHA-256 (in hexadecimal) of the query text.',
      }
    }
    return {
      kind: 'query',
      body,
      register: async () => {
        try {
          if ((await store.get(hash)) !== undefined) return
          if (!(await mayRegister())) {
            log.info({ hash }, 'graphql: persisted query not stored: this client registered too many')
            return
          }
          await store.set(hash, query)
        } catch (error) {
          // The query still runs; the client sends the text again next time.
          log.warn({ err: error }, 'graphql: a persisted query could not be stored')
        }
      },
    }
  }
  let stored: string | undefined
  try {
    stored = await store.get(hash)
  } catch (error) {
    log.warn({ err: error }, 'graphql: the persisted queries could not be read; answering PersistedQueryNotFound')
  }
  return stored === undefined ? { kind: 'not-found' } : { kind: 'query', body: { ...body, query: stored } }
}
