import { format } from 'node:util'

import type { Logger } from 'pino'

import { log } from './logger.mjs'

/** Payload's own pino logger (logger.mjs); refused requests are info/warn without stacks, only our faults errors. */
export { log }

export const REQUEST_ID_HEADER = 'x-request-id'

/** Carries the request id server.ts stamped. */
export function requestLog(request: Request | Headers, extra: Record<string, unknown> = {}): Logger {
  const headers = request instanceof Headers ? request : request.headers
  return log.child({ reqId: headers.get(REQUEST_ID_HEADER) ?? undefined, ...extra })
}

/**
 * The server's stdout is one JSON object per line (docs/configuration.md). What Next.js and libraries print with
 * console.* and Node's process warnings (the AWS SDK's notice about Node versions) would be plain text beside it:
 * server.ts sends them through the logger instead; the start command passes --no-warnings so Node does not also
 * print them to stderr.
 */
export function routeConsoleToLog(): void {
  const levels = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' } as const
  for (const [method, level] of Object.entries(levels) as [
    keyof typeof levels,
    (typeof levels)[keyof typeof levels],
  ][]) {
    console[method] = (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error)
      const rest = args.filter((a) => a !== err)
      const msg = rest.length ? format(...rest) : err instanceof Error ? err.message : ''
      if (err) log[level]({ err, source: 'console' }, msg)
      else log[level]({ source: 'console' }, msg)
    }
  }
  process.on('warning', (warning) => {
    log.warn({ warning: warning.name, source: 'process' }, warning.message.replace(/\s*\n\s*/g, ' '))
  })
}
