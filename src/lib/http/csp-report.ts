import { z } from 'zod'

/** Violation reports (report-uri and report-to formats), each cut to one short record a log line can carry. */
export const CSP_REPORT_LIMITS = {
  /** A browser's batch of reports stays far below this; a larger body is refused unread. */
  maxBodyBytes: 32 * 1024,
  /** Reports logged from one request; the rest of a batch is counted, not logged. */
  maxReportsPerRequest: 20,
  /** Requests per client address per minute: a page with a broken tag sends a few per view. */
  requestsPerMinute: 60,
  maxFieldChars: 300,
} as const

const text = z
  .string()
  .optional()
  .transform((v) => (v === undefined ? undefined : v.slice(0, CSP_REPORT_LIMITS.maxFieldChars)))
const number = z.number().int().optional().catch(undefined)

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': number,
    'column-number': number,
    'script-sample': text,
    disposition: text,
  }),
})

const reportingApiReports = z
  .array(
    z.object({
      type: z.string(),
      url: text,
      body: z
        .object({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: number,
          columnNumber: number,
          sample: text,
          disposition: text,
        })
        .optional(),
    }),
  )
  .min(1)

export type Violation = {
  document?: string
  directive?: string
  blocked?: string
  source?: string
  line?: number
  column?: number
  sample?: string
  disposition?: string
}

export function parseViolations(json: unknown): { violations: Violation[]; dropped: number } | null {
  const legacy = legacyReport.safeParse(json)
  if (legacy.success) {
    const r = legacy.data['csp-report']
    const violation = {
      document: r['document-uri'],
      directive: r['effective-directive'] ?? r['violated-directive'],
      blocked: r['blocked-uri'],
      source: r['source-file'],
      line: r['line-number'],
      column: r['column-number'],
      sample: r['script-sample'],
      disposition: r.disposition,
    }
    return { violations: [violation], dropped: 0 }
  }
  const batch = reportingApiReports.safeParse(json)
  if (!batch.success) return null
  const violations = batch.data
    .filter((r) => r.type === 'csp-violation' && r.body)
    .map(({ url, body }) => ({
      document: body?.documentURL ?? url,
      directive: body?.effectiveDirective,
      blocked: body?.blockedURL,
      source: body?.sourceFile,
      line: body?.lineNumber,
      column: body?.columnNumber,
      sample: body?.sample,
      disposition: body?.disposition,
    }))
  const kept = violations.slice(0, CSP_REPORT_LIMITS.maxReportsPerRequest)
  return { violations: kept, dropped: violations.length - kept.length }
}
