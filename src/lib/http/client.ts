import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

/**
 * Who a visitor is: the one place that decides it, for every consumer (form limits,
 * sign-in limits, logs).
 *
 * - By default the client is the socket's remote address; forwarding headers are ignored
 *   (and that is said once in the log), so a client cannot choose its own address.
 * - With TRUST_PROXY (a hop count, or a list of addresses / CIDRs / proxy-addr's names
 *   `loopback`, `linklocal`, `uniquelocal`), the client is the right-most address of
 *   `X-Forwarded-For` that is not a trusted proxy (express's proxy-addr does the walk).
 * - IPv4-mapped IPv6 becomes plain IPv4; IPv6 is grouped by its /64, since one host
 *   commonly holds a whole /64.
 *
 * The production server (server.ts) sees the socket and stamps each request with the
 * address it resolved, beside a proof that only this process knows; route handlers read it
 * with `clientAddress(request)`. A request that did not come through server.ts (next dev)
 * carries no valid proof and is counted as one shared "unverified" client. So production
 * refuses to start without server.ts (refuseUnstampedStart): Next.js shows a route neither
 * the socket nor a hop it added itself (its X-Forwarded-For is the client's own when sent).
 */

export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] }

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** Parses TRUST_PROXY; throws with a readable message on a malformed value. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim()
  if (!v || v === 'false' || v === '0') return { kind: 'none' }
  if (/^\d+$/.test(v)) return { kind: 'hops', hops: Number(v) }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  for (const entry of entries) {
    if (NAMES.has(entry)) continue
    if (!(ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry))) {
      throw new Error(`must be a number of proxies, or addresses / CIDRs separated by commas (not "${entry}")`)
    }
  }
  return { kind: 'list', entries }
}

type TrustFn = (address: string, hop: number) => boolean

function trustFunction(trust: TrustProxy): TrustFn {
  switch (trust.kind) {
    case 'none':
      return () => false
    case 'hops':
      return (_address, hop) => hop < trust.hops
    case 'list':
      return proxyaddr.compile(trust.entries)
  }
}

/** Plain IPv4 for IPv4-mapped IPv6, the /64 prefix for IPv6, as one stable string. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return 'unknown'
  if (!ipaddr.isValid(address)) return 'unknown'
  let parsed = ipaddr.parse(address)
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address()
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString()
  const parts = parsed.parts.slice(0, 4)
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`
}

let warnedForwarded = false

/**
 * The client of a Node request, given the proxies trusted in front. `onIgnoredHeader` is
 * called once per process when a forwarding header arrives while no proxy is declared.
 */
export function resolveClient(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trust: TrustProxy,
  onIgnoredHeader?: () => void,
): string {
  if (trust.kind === 'none') {
    if (!warnedForwarded && (req.headers['x-forwarded-for'] || req.headers['x-real-ip'] || req.headers.forwarded)) {
      warnedForwarded = true
      onIgnoredHeader?.()
    }
    return normalizeAddress(req.socket.remoteAddress)
  }
  // proxy-addr's types ask for a whole IncomingMessage; it reads only the headers and the socket.
  return normalizeAddress(proxyaddr(req as IncomingMessage, trustFunction(trust)))
}

export const CLIENT_HEADER = 'x-northgrid-client'
export const CLIENT_PROOF_HEADER = 'x-northgrid-client-proof'
declare global {
  var __northgridClientProof: string | undefined
}

/** A random value per process, shared by every copy of this module in it (server.ts and Next's bundles). */
function processProof(): string {
  return (globalThis.__northgridClientProof ??= randomBytes(18).toString('base64url'))
}

/** server.ts: replaces whatever the client sent in our headers with the resolved address. */
export function stampClient(req: IncomingMessage, trust: TrustProxy, onIgnoredHeader?: () => void): string {
  const address = resolveClient(req, trust, onIgnoredHeader)
  req.headers[CLIENT_HEADER] = address
  req.headers[CLIENT_PROOF_HEADER] = processProof()
  return address
}

declare global {
  var __northgridStampingServer: boolean | undefined
}

/** server.ts, before Next.js starts in its process: every request will be stamped. */
export function declareStampingServer(): void {
  globalThis.__northgridStampingServer = true
}

/**
 * On start (src/instrumentation.ts): production outside server.ts (a bare `next start`)
 * would count every visitor as one client, for forms, sign-in and persisted queries: it
 * stops with the reason. ALLOW_BARE_NEXT_START=1 lets a benchmark measure Next.js alone.
 */
export function refuseUnstampedStart(exit: (message: string) => never): void {
  if (process.env.NODE_ENV !== 'production' || globalThis.__northgridStampingServer) return
  if (process.env.ALLOW_BARE_NEXT_START === '1') return
  exit(
    '[client] production runs only through server.ts (npm start): without it every visitor would share one client for rate limits',
  )
}

export const UNVERIFIED_CLIENT = 'unverified'

/** The client address of a request stamped by server.ts; `unverified` otherwise. */
export function clientAddress(request: Request | Headers): string {
  const headers = request instanceof Headers ? request : request.headers
  const address = headers.get(CLIENT_HEADER)
  const proof = headers.get(CLIENT_PROOF_HEADER)
  if (address && proof && proof === processProof()) return address
  return UNVERIFIED_CLIENT
}
