// A CommonJS module without static named exports: import the whole of it.
import nextEnv from '@next/env'

/**
 * Reads the .env files into process.env the way Next.js does (same files, same order, the
 * real environment first), for the processes Next.js does not start itself: the production
 * server (server.ts) and the database scripts. Import it before anything that reads the
 * configuration. `.env` and `.env.local` are read everywhere; `.env.production*` when
 * NODE_ENV=production (npm start), `.env.development*` otherwise (the scripts, which run
 * before `next build` sets it).
 */
const failures: unknown[][] = []
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', {
  info: () => {},
  error: (...args: unknown[]) => failures.push(args),
})
// Reported through the one logger, loaded only now so that it reads LOG_LEVEL from those files.
if (failures.length > 0) {
  const { log } = await import('../lib/log')
  for (const [message, error] of failures) log.error({ err: error }, String(message))
}
