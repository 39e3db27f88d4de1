import type { Payload } from 'payload'

import { normalizePath } from '@/lib/content/known-paths'

/**
 * Redirects of old addresses (docs/redirects.md): the rules staff input must follow, and the map src/proxy.ts answers
 * 301s and 302s from. Free of Next.js, Payload's runtime and zod: the CMS config, the proxy and unit tests load it.
 */
export type RedirectStatus = 301 | 302
export type RedirectTarget = { to: string; status: RedirectStatus }
export type RedirectMap = Map<string, RedirectTarget>
export type RedirectRow = { from?: unknown; to?: { url?: unknown } | null; type?: unknown }

/** Addresses of the CMS, its APIs and the build's assets: never redirected, whatever staff enter. */
const RESERVED = /^\/(?:build|api|_next)(?:\/|$)/
const MAX_LENGTH = 300

/** A `from` as stored: trimmed, percent-decoded, no trailing slash (the proxy's own form of a path). */
export function normalizeFrom(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || /[?#]/.test(trimmed)) return trimmed
  return normalizePath(trimmed) ?? trimmed
}

/** Why a `from` is refused, or true. */
export function checkFrom(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the old address, a path such as /blog/old-post.'
  if (!value.startsWith('/') || value.startsWith('//'))
    return 'The old address is a path on this site: start it with one "/", such as /blog/old-post.'
  if (/[?#]/.test(value)) return 'Enter the path alone, without "?" or "#" and what follows.'
  if (/\s/.test(value)) return 'The old address cannot contain spaces.'
  if (value.length > MAX_LENGTH) return `The old address is longer than ${MAX_LENGTH} characters.`
  if (value === '/') return 'The home page cannot be redirected.'
  if (RESERVED.test(value)) return 'Addresses under /build, /api and /_next cannot be redirected.'
  return true
}

/** A path on this site, or null for an address elsewhere. */
export function localTarget(to: string): string | null {
  return to.startsWith('/') && !to.startsWith('//') ? to : null
}

/** Why a `to` is refused, or true: a path on this site, or an http(s) address (no javascript:, data:, //host ...). */
export function checkTo(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '')
    return 'Enter the new address: a path on this site (/blog/new-post) or an http:// or https:// address.'
  if (value.length > 2000) return 'The new address is longer than 2,000 characters.'
  if (/\s/.test(value)) return 'The new address cannot contain spaces.'
  const local = localTarget(value)
  if (local) return RESERVED.test(local) ? 'A redirect cannot lead into /build, /api or /_next.' : true
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'The new address must be a path on this site starting with "/" or a full http:// or https:// address.'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `Only http:// and https:// addresses are allowed, not ${url.protocol}`
  if (url.username || url.password) return 'The new address cannot carry a user name or password.'
  return true
}

/** The path part of a local target, as the map compares it. */
const pathOf = (to: string): string => normalizePath(to.split(/[?#]/, 1)[0]) ?? to

/**
 * The stops a redirect leads through, from its own `from`: [from, to, the redirect from `to`'s target, ...]. Ends at
 * an address elsewhere, a path no redirect leaves, or, for a loop, the first address seen again.
 */
export function chainOf(
  from: string,
  to: string,
  others: ReadonlyMap<string, string>,
): { stops: string[]; loop: boolean } {
  const stops = [from, to]
  const seen = new Set([from])
  let next: string | null = localTarget(to)
  while (next !== null) {
    const path = pathOf(next)
    if (seen.has(path)) return { stops, loop: true }
    seen.add(path)
    const after = others.get(path)
    if (after === undefined) break
    stops.push(after)
    next = localTarget(after)
  }
  return { stops, loop: false }
}

/**
 * The map the proxy answers from: each `from` to its final address, chains followed (a loop left in the data, which
 * the CMS refuses to store, answers nothing rather than a redirect loop).
 */
export function redirectMap(rows: RedirectRow[]): RedirectMap {
  const direct = new Map<string, { to: string; status: RedirectStatus }>()
  for (const row of rows) {
    if (typeof row.from !== 'string' || typeof row.to?.url !== 'string') continue
    if (checkFrom(row.from) !== true || checkTo(row.to.url) !== true) continue
    direct.set(row.from, { to: row.to.url, status: row.type === '302' ? 302 : 301 })
  }
  const targets = new Map([...direct].map(([from, r]) => [from, r.to]))
  const map: RedirectMap = new Map()
  for (const [from, { to, status }] of direct) {
    const { stops, loop } = chainOf(from, to, targets)
    if (!loop) map.set(from, { to: stops[stops.length - 1], status })
  }
  return map
}

/** As an anonymous visitor of the content source (embedded, or a CMS elsewhere over GraphQL). */
export async function loadRedirects(source: Pick<Payload, 'find'>): Promise<RedirectMap> {
  const { docs } = await source.find({
    collection: 'redirects',
    select: { from: true, to: true, type: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return redirectMap(docs)
}

/** The Location for a request of `pathname` + `search`: the request's query kept when the target has none. */
export function locationOf(target: RedirectTarget, search: string): string {
  if (!search || target.to.includes('?')) return target.to
  const hash = target.to.indexOf('#')
  return hash < 0 ? `${target.to}${search}` : `${target.to.slice(0, hash)}${search}${target.to.slice(hash)}`
}
