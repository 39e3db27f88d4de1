import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/config/env'
import { readiness, readyzDetailsAllowed } from '@/operations/health/health'

/**
 * 503 while starting (until server.ts has rendered the main pages once), while shutting down, without the database
 * or migrations, or with the delivery queue stuck. The balancer needs only the status: the checks (database,
 * migrations, backlog) are for the machine itself or a READYZ_TOKEN holder.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const report = await readiness(() => getPayload({ config }))
  const body = readyzDetailsAllowed(request, env().readyzToken) ? report : { ready: report.ready }
  return Response.json(body, { status: report.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
