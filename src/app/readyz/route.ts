import config from '@payload-config'
import { getPayload } from 'payload'

import { readiness } from '@/lib/health'

/**
 * Readiness for a load balancer: 200 when this instance should get traffic, 503 when not
 * (shutting down, database unreachable, migrations not applied, delivery queue stuck),
 * with the checks as JSON either way.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await readiness(() => getPayload({ config }))
  return Response.json(report, { status: report.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
