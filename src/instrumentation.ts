/** Boot the CMS at start rather than on the first request, so leads a previous process left undelivered are sent. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ refuseUnstampedStart }, { log }] = await Promise.all([import('@/lib/http/client'), import('@/lib/log')])
  refuseUnstampedStart((message) => {
    log.fatal(message)
    process.exit(1)
  })
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  try {
    await getPayload({ config })
  } catch (error) {
    // A CMS that cannot start (a migration or the seed failing) stops the process with one line: Next.js would
    // otherwise log this hook's error on every request and answer each with 500.
    log.fatal({ err: error }, `the CMS could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
