// @ts-check
/**
 * When each cache tag was last expired, shared by every instance of the site.
 *
 * Next.js's two cache handlers (handler.mjs for pages, use-cache-handler.mjs for the content
 * layer's 'use cache' reads) ask it whether a cached page or read is older than an edit; the
 * CMS's revalidation hooks expire tags through Next.js's revalidateTag, which tells both
 * handlers, and both reach `expire` here (one write for the two). On the embedded SQLite default there is one instance,
 * and
 * the map in this process is the whole truth. On PostgreSQL (several instances), `expire`
 * also writes the tag's time to the table `next_cache_tags` and announces it with
 * NOTIFY; every instance LISTENs and applies it within milliseconds, reads the whole
 * table when it starts (so a restarted instance knows about edits made while it was down)
 * and re-reads it every few seconds (CACHE_TAGS_RESYNC_SECONDS) in case a notification was missed (a dropped
 * connection). Why PostgreSQL and not Redis: the site already depends on it for several
 * instances, and a table of tag times plus LISTEN/NOTIFY is all this needs.
 *
 * Plain JavaScript: Next.js loads the cache handler, and with it this module, at run time
 * in the build's workers as well as in the server, without compiling it.
 *
 * One state per process (globalThis), whichever copy of the module loads it: the server's
 * HTML cache (src/lib/http/html-cache.ts) listens here too, to empty itself when another
 * instance publishes an edit.
 */
import pg from 'pg'

const CHANNEL = 'next_cache_tags'
/** Published changes (src/publish/changes.ts) travel beside the tag times, on their own channel. */
const CHANGES = 'content_changes'
/** Leads as they are stored (staff's leadReceived), on a channel of their own. */
const LEADS = 'leads_received'
const SEEN_KEPT = 1_000
/** Changes a remote site keeps of its CMS's, as the CMS's own log keeps (src/publish/change-log.ts KEEP). */
const REMOTE_KEPT = 1_000
/**
 * How often the shared table is re-read, for a notification missed: CACHE_TAGS_RESYNC_SECONDS (validated with the
 * other settings by src/config/env.ts, which this plain module cannot load), 5 s by default.
 */
const resyncMs = () => {
  const seconds = Number(process.env.CACHE_TAGS_RESYNC_SECONDS ?? 5)
  return Number.isInteger(seconds) && seconds >= 1 ? seconds * 1_000 : 5_000
}

/**
 * @typedef {{ tags: Set<string>, at: number, written: Promise<void> }} Batch
 * @typedef {{
 *   sequence: number,
 *   at: number,
 *   collection: string,
 *   slug: string | null,
 *   previousSlug: string | null,
 *   tags: string[],
 * }} Change
 * @typedef {{ id: string, kind: string, name: string | null, createdAt: string }} Lead
 * @typedef {{
 *   expired: Map<string, number>,
 *   listeners: Set<(tags: string[]) => void>,
 *   changeListeners: Set<(change: Change) => void>,
 *   leadListeners: Set<(lead: Lead) => void>,
 *   leadsSeen: Set<string>,
 *   seen: Set<number>,
 *   lastSequence: number,
 *   started: boolean,
 *   pool: pg.Pool | null,
 *   client: pg.PoolClient | null,
 *   timer: ReturnType<typeof setInterval> | null,
 *   batch: Batch | null,
 *   reading: Promise<void> | null,
 *   connecting: Promise<void> | null,
 *   lastTry: number,
 *   firstSync: Promise<unknown> | null,
 *   remote: { latest: number, changes: Change[] } | null,
 * }} State
 */

const KEY = Symbol.for('northgrid.shared-cache-tags')

/** @returns {State} */
function state() {
  const store = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis))
  const s = (store[KEY] ??= {
    expired: new Map(),
    listeners: new Set(),
    changeListeners: new Set(),
    leadListeners: new Set(),
    leadsSeen: new Set(),
    seen: new Set(),
    lastSequence: -1,
    started: false,
    pool: null,
    client: null,
    timer: null,
    batch: null,
    reading: null,
    connecting: null,
    lastTry: 0,
    firstSync: null,
    remote: null,
  })
  // A state made by an older copy of this module in the same process (a server restarted in place) lacks these.
  s.leadListeners ??= new Set()
  s.leadsSeen ??= new Set()
  return s
}

const postgresUri = () => {
  const uri = process.env.DATABASE_URI ?? ''
  return /^postgres(ql)?:\/\//.test(uri) ? uri : null
}

/** @param {string[]} tags @param {number} at */
function apply(tags, at) {
  const s = state()
  const changed = []
  for (const tag of tags) {
    if ((s.expired.get(tag) ?? 0) < at) {
      s.expired.set(tag, at)
      changed.push(tag)
    }
  }
  if (changed.length) for (const listener of s.listeners) listener(changed)
}

/** Hands a change to this process's listeners, once, whichever way it arrived. */
function deliver(/** @type {Change} */ change) {
  const s = state()
  if (s.seen.has(change.sequence)) return
  s.seen.add(change.sequence)
  if (s.seen.size > SEEN_KEPT) s.seen.delete(s.seen.values().next().value ?? change.sequence)
  s.lastSequence = Math.max(s.lastSequence, change.sequence)
  for (const listener of s.changeListeners) listener(change)
}

/** Hands a lead to this process's listeners, once, whichever way it arrived. */
function deliverLead(/** @type {Lead} */ lead) {
  const s = state()
  const key = `${lead.kind}:${lead.id}`
  if (s.leadsSeen.has(key)) return
  s.leadsSeen.add(key)
  if (s.leadsSeen.size > SEEN_KEPT) s.leadsSeen.delete(s.leadsSeen.values().next().value ?? key)
  for (const listener of s.leadListeners) listener(lead)
}

/** @param {unknown} value @returns {Lead | null} */
function asLead(value) {
  if (!value || typeof value !== 'object') return null
  const v = /** @type {Record<string, unknown>} */ (value)
  if (typeof v.id !== 'string' || typeof v.kind !== 'string' || typeof v.createdAt !== 'string') return null
  return { id: v.id, kind: v.kind, name: typeof v.name === 'string' ? v.name : null, createdAt: v.createdAt }
}

/** @param {unknown} value @returns {Change | null} */
function asChange(value) {
  if (!value || typeof value !== 'object') return null
  const v = /** @type {Record<string, unknown>} */ (value)
  /** @type {unknown} */
  const tags = typeof v.tags === 'string' ? JSON.parse(v.tags) : v.tags
  if (!Array.isArray(tags) || typeof v.collection !== 'string') return null
  const text = (/** @type {unknown} */ x) => (typeof x === 'string' ? x : null)
  const sequence = Number(v.sequence)
  if (!Number.isSafeInteger(sequence)) return null
  return {
    sequence,
    at: Number(v.at),
    collection: v.collection,
    slug: text(v.slug),
    previousSlug: text(v.previousSlug ?? v.previous_slug),
    tags: tags.map(String),
  }
}

/** Changes another instance announced while this one was not listening (the log's table, when it has one). */
async function readChanges(/** @type {pg.Pool} */ pool) {
  const s = state()
  if (s.lastSequence < 0) {
    const { rows } = await pool.query('SELECT COALESCE(MAX(sequence), 0) AS last FROM content_changes')
    s.lastSequence = Math.max(s.lastSequence, Number(/** @type {{ last: unknown }[]} */ (rows)[0]?.last ?? 0))
    return
  }
  const { rows } = await pool.query(
    'SELECT sequence, at, collection, slug, previous_slug, tags FROM content_changes WHERE sequence > $1 ORDER BY sequence LIMIT 500',
    [s.lastSequence],
  )
  for (const row of /** @type {unknown[]} */ (rows)) {
    const change = asChange(row)
    if (change) deliver(change)
  }
}

async function readTable() {
  const s = state()
  const pool = s.pool
  if (!pool) return
  // One read at a time: the periodic one and refresh() may meet.
  s.reading ??= (async () => {
    try {
      const { rows } = await pool.query('SELECT tag, expired_at FROM next_cache_tags')
      for (const row of /** @type {{ tag: unknown, expired_at: unknown }[]} */ (rows))
        if (typeof row.tag === 'string') apply([row.tag], Number(row.expired_at))
      await readChanges(pool).catch(() => {
        // No change log yet (migrations not run): the tag times alone are shared.
      })
    } finally {
      s.reading = null
    }
  })()
  await s.reading
}

function listen() {
  const s = state()
  const pool = s.pool
  if (!pool || s.client) return Promise.resolve()
  // One connection at a time: the periodic read and refresh() may both find none. (Two
  // would hold both of the pool's connections, leaving none for the reads and writes.)
  s.connecting ??= (async () => {
    const client = await pool.connect()
    client.on('notification', (message) => {
      if (message.channel === LEADS) {
        try {
          const lead = asLead(JSON.parse(message.payload ?? '{}'))
          if (lead) deliverLead(lead)
        } catch {
          // not ours
        }
        return
      }
      if (message.channel === CHANGES) {
        try {
          const change = asChange(JSON.parse(message.payload ?? '{}'))
          if (change) deliver(change)
        } catch {
          // not ours
        }
        return
      }
      try {
        /** @type {unknown} */
        const parsed = JSON.parse(message.payload ?? '{}')
        if (
          parsed &&
          typeof parsed === 'object' &&
          'tags' in parsed &&
          'at' in parsed &&
          Array.isArray(parsed.tags) &&
          typeof parsed.at === 'number'
        )
          apply(parsed.tags.map(String), parsed.at)
      } catch {
        // not ours
      }
    })
    client.on('error', () => {
      // The connection broke: the periodic read covers the gap, and the next one listens again.
      client.release(true)
      if (s.client === client) s.client = null
    })
    try {
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${CHANGES}; LISTEN ${LEADS}`)
    } catch (error) {
      client.release(true)
      throw error
    }
    s.client = client
  })().finally(() => {
    s.connecting = null
  })
  return s.connecting
}

/** Starts sharing (once per process; a no-op on SQLite). Errors are retried by the periodic read. */
export function startSharing() {
  const s = state()
  const uri = postgresUri()
  if (s.started || !uri) return
  s.started = true
  s.pool = new pg.Pool({ connectionString: uri, max: 2 })
  s.pool.on('error', () => {})
  const sync = () =>
    Promise.all([listen(), readTable()]).catch(() => {
      // PostgreSQL is unreachable for now; the pages this instance has keep being served.
    })
  s.firstSync = sync()
  s.timer = setInterval(() => void sync(), resyncMs())
  s.timer.unref()
}

/**
 * Before a request reads the cache (the 'use cache' handler's refreshTags): while this
 * instance LISTENs, notifications keep the tag times current and there is nothing to do.
 * While it cannot (the connection broke), it starts re-reading the table and listening
 * again, at most once a second, instead of waiting for the next periodic read. It never
 * makes the request wait for the database: an unreachable one would hold every page.
 */
/** Settles once this process has first read the shared tag times (at once without PostgreSQL). */
export async function sharingReady() {
  await state().firstSync
}

export function refresh() {
  const s = state()
  startSharing()
  if (!s.pool || s.client || Date.now() - s.lastTry < 1_000) return
  s.lastTry = Date.now()
  void Promise.all([listen(), readTable()]).catch(() => {
    // PostgreSQL is unreachable for now: the times known here stand.
  })
}

/** When `tag` was last expired (ms since the epoch), 0 if never. */
export function expiredAt(/** @type {string} */ tag) {
  return state().expired.get(tag) ?? 0
}

/**
 * Whether any of `tags` was expired after `timestamp` (or in the same millisecond: then which came first is unknown).
 */
export function anyExpiredAfter(/** @type {readonly string[]} */ tags, /** @type {number} */ timestamp) {
  const { expired } = state()
  for (const tag of tags) if ((expired.get(tag) ?? 0) >= timestamp) return true
  return false
}

/** The latest time any of `tags` was expired (ms since the epoch), 0 if none ever was. */
export function lastExpiry(/** @type {readonly string[]} */ tags) {
  const { expired } = state()
  let last = 0
  for (const tag of tags) last = Math.max(last, expired.get(tag) ?? 0)
  return last
}

/** @param {pg.Pool} pool @param {string[]} tags @param {number} at */
async function write(pool, tags, at) {
  await pool.query(
    `INSERT INTO next_cache_tags (tag, expired_at) SELECT unnest($1::text[]), $2
     ON CONFLICT (tag) DO UPDATE SET expired_at = GREATEST(next_cache_tags.expired_at, EXCLUDED.expired_at)`,
    [tags, at],
  )
  await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ tags, at })])
}

/**
 * Expires tags now, here and (on PostgreSQL) on every instance. Next.js tells both cache
 * handlers of one revalidateTag in the same tick: their expiries of that tick are written
 * together, as one row update and one NOTIFY.
 */
export function expire(/** @type {string[]} */ tags, at = Date.now()) {
  if (tags.length === 0) return Promise.resolve()
  apply(tags, at)
  startSharing()
  const s = state()
  const pool = s.pool
  if (!pool) return Promise.resolve()
  if (!s.batch) {
    /** @type {Batch} */
    const batch = {
      tags: new Set(),
      at,
      written: new Promise((resolve) => setImmediate(resolve)).then(() => {
        if (s.batch === batch) s.batch = null
        return write(pool, [...batch.tags], batch.at)
      }),
    }
    s.batch = batch
  }
  for (const tag of tags) s.batch.tags.add(tag)
  s.batch.at = Math.max(s.batch.at, at)
  return s.batch.written
}

/** Calls `listener` with the tags each time some expire (here or on another instance). */
export function onExpire(/** @type {(tags: string[]) => void} */ listener) {
  state().listeners.add(listener)
  return () => state().listeners.delete(listener)
}

/**
 * Announces a published change (already numbered by the change log) to this process's
 * listeners at once and, on PostgreSQL, to every instance's.
 */
export async function announceChange(/** @type {Change} */ change) {
  deliver(change)
  startSharing()
  const pool = state().pool
  if (pool) await pool.query('SELECT pg_notify($1, $2)', [CHANGES, JSON.stringify(change)])
}

/**
 * Announces a change of this site's CMS (remote mode: src/publish/live/remote-sync.ts), numbered by the CMS, to this
 * process's listeners only: every instance of the site follows its CMS itself, so a NOTIFY would bring it twice.
 * The last ones are kept for the site's own pages catching up (`remoteChanges`). Apart from `deliver`'s bookkeeping,
 * which numbers this site's own changes (POST /api/revalidate) in another sequence.
 */
export function announceRemoteChange(/** @type {Change} */ change) {
  const remote = remoteStandsAt(change.sequence)
  // When this site applied it, by its own clock: the one its pages' Server-Timing `served` uses.
  remote.changes.push({ ...change, at: Date.now() })
  if (remote.changes.length > REMOTE_KEPT) remote.changes.shift()
  for (const listener of state().changeListeners) listener(change)
}

/** Where a remote site's CMS stands (its latest sequence) when nothing it announced is kept here. */
export function remoteStandsAt(/** @type {number} */ sequence) {
  const remote = (state().remote ??= { latest: 0, changes: [] })
  remote.latest = Math.max(remote.latest, sequence)
  return remote
}

/**
 * The CMS's changes this remote site has applied after `after` (at most `limit`), as the CMS's change log answers:
 * `oldest` is the first one kept (null if none), `latest` the last sequence known.
 */
export function remoteChanges(
  /** @type {number} */ after,
  /** @type {number} */ limit,
  /** @type {number} */ since = Number.NEGATIVE_INFINITY,
) {
  const remote = state().remote ?? { latest: 0, changes: [] }
  return {
    oldest: remote.changes[0]?.sequence ?? null,
    latest: remote.latest,
    changes: remote.changes.filter((change) => change.sequence > after && change.at >= since).slice(0, limit),
  }
}

/** Calls `listener` with each published change, announced here or on another instance. */
export function onChange(/** @type {(change: Change) => void} */ listener) {
  state().changeListeners.add(listener)
  return () => state().changeListeners.delete(listener)
}

/** Announces a stored lead to this process's listeners at once and, on PostgreSQL, to every instance's. */
export async function announceLead(/** @type {Lead} */ lead) {
  deliverLead(lead)
  startSharing()
  const pool = state().pool
  if (pool) await pool.query('SELECT pg_notify($1, $2)', [LEADS, JSON.stringify(lead)])
}

/** Calls `listener` with each stored lead, announced here or on another instance. */
export function onLead(/** @type {(lead: Lead) => void} */ listener) {
  state().leadListeners.add(listener)
  return () => state().leadListeners.delete(listener)
}

/** Ends the connections (tests). */
export async function stopSharing() {
  const s = state()
  if (s.timer) clearInterval(s.timer)
  await s.batch?.written.catch(() => {})
  await s.connecting?.catch(() => {})
  s.client?.release()
  await s.pool?.end()
  Object.assign(s, { started: false, pool: null, client: null, timer: null, batch: null })
}
