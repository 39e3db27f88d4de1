import type { Logger } from 'pino'

import { log } from './logger.mjs'

/**
 * The one logger: Payload's own (pino), created in logger.mjs and handed to Payload, so the
 * CMS, the routes, the cache handler and server.ts all write structured one-line JSON to
 * stdout. LOG_LEVEL sets the level (default info; silent for none). Refused requests are
 * info/warn without stack traces; only faults of our own are errors.
 */
export { log }

export const REQUEST_ID_HEADER = 'x-request-id'

/** A child logger carrying the request id that server.ts stamped on the request. */
export function requestLog(request: Request | Headers, extra: Record<string, unknown> = {}): Logger {
  const headers = request instanceof Headers ? request : request.headers
  return log.child({ reqId: headers.get(REQUEST_ID_HEADER) ?? undefined, ...extra })
}
