import { AsyncLocalStorage } from 'node:async_hooks'

import { LRUCache } from 'lru-cache'

import { log } from '../log'

/**
 * The last good answer of each content read, served when the content's source cannot be reached (a remote site's
 * CMS, an instance's database): docs/content.md, "When the content cannot be read". Next.js's own caches do not fit:
 * 'use cache' and ISR treat an entry whose tag expired as a miss, and a failed re-render throws (no stale-if-error).
 */

/** Kept by Next.js across a 'use cache' boundary, where the error's class and message are not. */
export const CONTENT_UNAVAILABLE_DIGEST = 'NORTHGRID_CONTENT_UNAVAILABLE'

/** No copy held and the source unreachable: server.ts answers the page with 503 (src/lib/http/server-error.ts). */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
  readonly digest = CONTENT_UNAVAILABLE_DIGEST
}

/** Errors meaning "no answer", by code anywhere in the cause chain: sockets, DNS, PostgreSQL's connection classes. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
])
/** Said by pg (and its pool) with no code. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/i,
  /^Network request failed$/,
  /Client has encountered a connection error/,
]
/** Answers of a proxy in front of a CMS that is down. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504])

export function isUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const code = 'code' in e ? e.code : undefined
    const status = 'status' in e ? e.status : undefined
    const message = 'message' in e ? e.message : undefined
    const errors = 'errors' in e ? e.errors : undefined
    if (e instanceof ContentUnavailableError) return true
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (typeof status === 'number' && UNREACHABLE_STATUSES.has(status)) return true
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => m.test(message))) return true
    // AggregateError (a host with several addresses, each refused).
    if (Array.isArray(errors) && errors.some((inner) => isUnreachable(inner))) return true
    e = 'cause' in e ? e.cause : undefined
  }
  return false
}

/**
 * What server.ts learns of a page view: whether a read found its source unreachable with nothing held. Shared through
 * globalThis: server.ts and Next.js's server bundle each load this module.
 */
export type Outage = { unavailable: boolean }
declare global {
  var __northgridContentOutage: AsyncLocalStorage<Outage> | undefined
}
export const outage: AsyncLocalStorage<Outage> = (globalThis.__northgridContentOutage ??=
  new AsyncLocalStorage<Outage>())

/**
 * Marks the page view unavailable if the error is a read's with nothing held. Called outside 'use cache' too: Next.js
 * runs those functions in a clean async context, where the view's store cannot be seen.
 */
export function noteUnavailable(error: unknown): void {
  const digest = error && typeof error === 'object' && 'digest' in error ? error.digest : undefined
  if (!(error instanceof ContentUnavailableError) && digest !== CONTENT_UNAVAILABLE_DIGEST) return
  const store = outage.getStore()
  if (store) store.unavailable = true
}

/** Answers served from the held copy, so that the content layer does not keep them (src/lib/content/index.ts). */
const stale = new WeakSet<object>()
export const servedStale = (value: unknown): boolean => typeof value === 'object' && value !== null && stale.has(value)

export type Reads = {
  find(args: object): Promise<unknown>
  findGlobal(args: object): Promise<unknown>
}

/** Bounded by entries and bytes: every read's answer is JSON from the source. */
export const FALLBACK_LIMITS = { entries: 2_000, bytes: 64 * 1024 * 1024 }

/**
 * Wraps a source's reads: each good answer is kept by its arguments; when the source is unreachable the kept one is
 * answered (marked stale), or ContentUnavailableError is thrown. Any other error is thrown as it came. A read as a
 * user (an editor's draft preview) is neither kept nor answered from the copy.
 */
export function withFallback<S extends Reads>(source: S, limits = FALLBACK_LIMITS): S {
  const held = new LRUCache<string, { value: object; size: number }>({
    max: limits.entries,
    maxSize: limits.bytes,
    sizeCalculation: (entry) => entry.size,
  })
  const wrap =
    (method: 'find' | 'findGlobal') =>
    async (args: object): Promise<unknown> => {
      if (('user' in args && args.user) || ('draft' in args && args.draft)) return source[method](args)
      const key = `${method} ${JSON.stringify(args)}`
      try {
        const value = await source[method](args)
        if (value && typeof value === 'object') {
          const text = JSON.stringify(value)
          // A copy of its own: callers may change what they were given.
          const copy: unknown = JSON.parse(text)
          if (copy && typeof copy === 'object') held.set(key, { value: copy, size: text.length + key.length })
        }
        return value
      } catch (error) {
        if (!isUnreachable(error)) throw error
        const copy = held.get(key)
        if (!copy) {
          const unavailable = new ContentUnavailableError(
            'the content source is unreachable and no copy of this read is held',
            { cause: error },
          )
          noteUnavailable(unavailable)
          throw unavailable
        }
        // No stack: an outage makes one of these per read, and the cause's message says which.
        const reason = error instanceof Error ? error.message : String(error)
        log.warn({ reason, read: key.slice(0, 200) }, '[content] source unreachable: serving the last good answer')
        const value = structuredClone(copy.value)
        // The answer, its list and each document, whichever of them the content layer keeps.
        stale.add(value)
        const docs = 'docs' in value ? value.docs : undefined
        if (Array.isArray(docs)) {
          stale.add(docs)
          docs.forEach((doc: unknown) => {
            if (doc && typeof doc === 'object') stale.add(doc)
          })
        }
        return value
      }
    }
  const find = wrap('find')
  const findGlobal = wrap('findGlobal')
  // A Proxy, not a spread: Payload's methods live on its prototype and use `this`.
  return new Proxy(source, {
    get(target, prop, receiver): unknown {
      if (prop === 'find') return find
      if (prop === 'findGlobal') return findGlobal
      return Reflect.get(target, prop, receiver)
    },
  })
}
