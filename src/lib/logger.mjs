// @ts-check
/**
 * Kept on globalThis so server.ts, Next.js's bundles, Payload and the cache handlers (plain JavaScript) all write
 * through one instance. TypeScript code imports it from log.ts.
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
