// A CommonJS module without static named exports: import the whole of it.
import nextEnv from '@next/env'

/**
 * The .env files the way Next.js reads them, for the processes Next.js does not start itself (server.ts, the
 * database scripts). Import it before anything that reads the configuration.
 */
const failures: unknown[][] = []
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', {
  info: () => {},
  error: (...args: unknown[]) => failures.push(args),
})
// The logger is loaded only now, so that it reads LOG_LEVEL from those files.
if (failures.length > 0) {
  const { log } = await import('../lib/log')
  for (const [message, error] of failures) log.error({ err: error }, String(message))
}
