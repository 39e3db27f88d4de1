import { pino, type Logger } from 'pino'

/**
 * The one logger: Payload's own (pino), configured here and handed to Payload, so the CMS,
 * the routes and server.ts all write structured one-line JSON to stdout. LOG_LEVEL sets
 * the level (default info; silent for none). Refused requests are info/warn without stack
 * traces; only faults of our own are errors.
 */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

function level(): (typeof LEVELS)[number] {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase()
  return (LEVELS as readonly string[]).includes(wanted ?? '') ? (wanted as (typeof LEVELS)[number]) : 'info'
}

const KEY = Symbol.for('northgrid.logger')

/** One instance per process, shared by server.ts and the code Next.js bundles. */
export const log: Logger = ((globalThis as unknown as Record<symbol, Logger | undefined>)[KEY] ??= pino({
  level: level(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
}))

export const REQUEST_ID_HEADER = 'x-request-id'

/** A child logger carrying the request id that server.ts stamped on the request. */
export function requestLog(request: Request | Headers, extra: Record<string, unknown> = {}): Logger {
  const headers = request instanceof Headers ? request : request.headers
  return log.child({ reqId: headers.get(REQUEST_ID_HEADER) ?? undefined, ...extra })
}
