// @ts-check
/**
 * The one logger (pino), created here once per process and kept on globalThis, so server.ts,
 * the code Next.js bundles (more than once), Payload (its `logger` option, payload.config.ts)
 * and the cache handler (src/lib/cache/handler.mjs, loaded by Next.js as plain JavaScript)
 * all write through the same instance: structured one-line JSON to stdout. LOG_LEVEL sets the
 * level (default info; silent for none). TypeScript code imports it from log.ts.
 */
import { pino } from 'pino'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

function level() {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase() ?? ''
  return LEVELS.includes(wanted) ? wanted : 'info'
}

const KEY = Symbol.for('northgrid.logger')
// globalThis has no typed symbol keys: this one holds the logger.
const store = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (/** @type {unknown} */ (globalThis))

/** @type {import('pino').Logger} */
export const log = (store[KEY] ??= pino({
  level: level(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
}))
