import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

/**
 * Who a visitor is, for every consumer (form limits, sign-in limits, logs); docs/security.md. server.ts stamps
 * each request with the resolved address and a per-process proof, so a client cannot choose its own address.
 */

export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] }

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

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

/** IPv6 is grouped by its /64, since one host commonly holds a whole /64. */
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

/** `onIgnoredHeader` is called once per process when a forwarding header arrives while no proxy is declared. */
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

/** Shared by every copy of this module in the process (server.ts and Next's bundles). */
function processProof(): string {
  return (globalThis.__northgridClientProof ??= randomBytes(18).toString('base64url'))
}

/** Replaces whatever the client sent in our headers, so a client cannot forge its identity. */
export function stampClient(req: IncomingMessage, trust: TrustProxy, onIgnoredHeader?: () => void): string {
  const address = resolveClient(req, trust, onIgnoredHeader)
  req.headers[CLIENT_HEADER] = address
  req.headers[CLIENT_PROOF_HEADER] = processProof()
  return address
}

declare global {
  var __northgridStampingServer: boolean | undefined
}

export function declareStampingServer(): void {
  globalThis.__northgridStampingServer = true
}

/**
 * A bare `next start` would count every visitor as one client (forms, sign-in, persisted queries), so production
 * stops there. ALLOW_BARE_NEXT_START=1 lets a benchmark measure Next.js alone.
 */
export function refuseUnstampedStart(exit: (message: string) => never): void {
  if (process.env.NODE_ENV !== 'production' || globalThis.__northgridStampingServer) return
  if (process.env.ALLOW_BARE_NEXT_START === '1') return
  exit(
    '[client] production runs only through server.ts (npm start): without it every visitor would share one client for rate limits',
  )
}

export const UNVERIFIED_CLIENT = 'unverified'

export function clientAddress(request: Request | Headers): string {
  const headers = request instanceof Headers ? request : request.headers
  const address = headers.get(CLIENT_HEADER)
  const proof = headers.get(CLIENT_PROOF_HEADER)
  if (address && proof && proof === processProof()) return address
  return UNVERIFIED_CLIENT
}
