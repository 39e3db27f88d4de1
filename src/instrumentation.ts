/**
 * On server start, boot the CMS at once rather than on the first request that needs it:
 * migrations run, an empty database is seeded, and leads left undelivered by a previous
 * process (a crash, a deploy) are sent.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ refuseUnstampedStart }, { log }] = await Promise.all([import('@/lib/http/client'), import('@/lib/log')])
  refuseUnstampedStart((message) => {
    log.fatal(message)
    process.exit(1)
  })
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
}
