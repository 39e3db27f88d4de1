import config from '@payload-config'
import { getPayload } from 'payload'

import { readLimitedBody } from '@/lib/http/body'
import { clientAddress } from '@/lib/http/client'
import { CSP_REPORT_LIMITS, parseViolations } from '@/lib/http/csp-report'
import { limit } from '@/lib/limits'
import { requestLog } from '@/lib/log'

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json']

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : `${status}`, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** Limits in src/lib/http/csp-report.ts; past 60 requests a minute from one address, 429 and nothing logged. */
export async function POST(request: Request) {
  const client = clientAddress(request)
  const log = requestLog(request, { client })
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!REPORT_TYPES.includes(type)) return answer(415)
  const allowed = await limit(await getPayload({ config }), 'csp-report', {
    points: CSP_REPORT_LIMITS.requestsPerMinute,
    durationSeconds: 60,
  }).consume(client)
  if (!allowed.ok) return answer(429, { 'retry-after': String(allowed.retryAfterSeconds) })
  const body = await readLimitedBody(request, CSP_REPORT_LIMITS.maxBodyBytes)
  // The rest of an oversize body is not read: closing the connection ends its upload.
  if (!body.ok) return answer(413, { connection: 'close' })
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes))
  } catch {
    return answer(400)
  }
  const parsed = parseViolations(json)
  if (!parsed) return answer(400)
  for (const violation of parsed.violations) log.warn({ csp: violation }, 'content security policy violation')
  if (parsed.dropped)
    log.warn({ dropped: parsed.dropped }, 'content security policy violations not logged (too many in one report)')
  return answer(204)
}
