import config from '@payload-config'
import { getPayload } from 'payload'

import { readiness } from '@/lib/health'

/** 503 while shutting down, without the database or migrations, or with the delivery queue stuck. */
export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await readiness(() => getPayload({ config }))
  return Response.json(report, { status: report.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
