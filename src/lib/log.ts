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
