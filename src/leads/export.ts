import { stringify } from 'csv-stringify/sync'
import type { Endpoint, Where } from 'payload'
import { z } from 'zod'

import { canHandleLeads } from '@/access'
import { recordStaffAccess } from '@/staff/access-log'

import { hasOrigin, type LeadCollection } from './collections'
import { ORIGIN_COLUMNS } from './origin'
import { isWorkflowCollection, NOT_SPAM, WORKFLOW_CSV_COLUMNS } from './workflow'

const note = z.looseObject({
  text: z.string().catch(''),
  createdAt: z.string().nullish(),
  author: z.unknown(),
  authorName: z.string().nullish(),
})
const emailOf = (user: unknown) => z.object({ email: z.string() }).safeParse(user).data?.email

/** A lead's notes in one cell: one line per note, "time, author: text". */
function notesCell(notes: unknown): string {
  const list = z.array(note).catch([]).parse(notes)
  return list.map((n) => `${n.createdAt ?? ''}, ${emailOf(n.author) ?? n.authorName ?? ''}: ${n.text}`).join('\n')
}

/** For staff who handle leads; spam is left out unless ?spam=include. */
export function exportCsvEndpoint(slug: LeadCollection, fieldNames: string[]): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!canHandleLeads(req.user))
        return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
      const workflow = isWorkflowCollection(slug)
      const spam = req.searchParams.get('spam')
      if (spam !== null && spam !== 'include') {
        return Response.json({ errors: [{ message: 'spam may only be "include".' }] }, { status: 400 })
      }
      const where: Where = workflow && spam !== 'include' ? NOT_SPAM : {}
      const extra = workflow ? WORKFLOW_CSV_COLUMNS : []
      const columns = [
        'id',
        'createdAt',
        ...fieldNames,
        ...extra,
        'sourcePage',
        ...(hasOrigin(slug) ? ORIGIN_COLUMNS : []),
        'deliveryStatus',
        'deliveryAttempts',
        'deliveredAt',
      ]
      const rows: unknown[][] = []
      for (let page = 1; ; page++) {
        // For the owner's and note authors' e-mail addresses.
        const depth = workflow ? 1 : 0
        const result = await req.payload.find({
          collection: slug,
          limit: 500,
          page,
          sort: 'createdAt',
          where,
          depth,
          overrideAccess: false,
          user: req.user,
        })
        for (const found of result.docs) {
          // A copy: Payload's row types are interfaces (no index signature), and the columns are read by name.
          const doc: Record<string, unknown> = { ...found }
          rows.push(
            columns.map((c) => {
              if (workflow && c === 'notes') return notesCell(doc.notes)
              if (workflow && c === 'owner') return emailOf(doc.owner) ?? ''
              const value = doc[c]
              return Array.isArray(value) ? value.join('; ') : (value ?? '')
            }),
          )
        }
        if (!result.hasNextPage) break
      }
      await recordStaffAccess(req, {
        action: 'export',
        resource: slug,
        detail: `CSV of ${rows.length} rows${spam === 'include' ? ', spam included' : ''}`,
      })
      // So spreadsheets do not run them as formulas.
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
