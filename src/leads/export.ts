import { stringify } from 'csv-stringify/sync'
import type { Endpoint } from 'payload'

import type { LeadCollection } from './collections'

/** GET /api/{leads}/export.csv: every lead of the collection as CSV, for signed-in staff only. */
export function exportCsvEndpoint(slug: LeadCollection, fieldNames: string[]): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
      const columns = ['id', 'createdAt', ...fieldNames, 'sourcePage', 'deliveryStatus', 'deliveryAttempts', 'deliveredAt']
      const rows: unknown[][] = []
      for (let page = 1; ; page++) {
        const result = await req.payload.find({ collection: slug, limit: 500, page, sort: 'createdAt', depth: 0, overrideAccess: false, user: req.user })
        for (const found of result.docs) {
          // A copy: Payload's row types are interfaces (no index signature), and the columns are read by name.
          const doc: Record<string, unknown> = { ...found }
          rows.push(columns.map((c) => {
            const value = doc[c]
            return Array.isArray(value) ? value.join('; ') : (value ?? '')
          }))
        }
        if (!result.hasNextPage) break
      }
      // Cells that start with = + - @ are prefixed so spreadsheets do not run them as formulas.
      const safe = rows.map((r) => r.map((v) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v)))
      const csv = stringify([columns, ...safe])
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${slug}-${new Date().toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}
