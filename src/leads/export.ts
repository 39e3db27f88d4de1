import { stringify } from 'csv-stringify/sync'
import { APIError, type Endpoint, type Where } from 'payload'
import { z } from 'zod'

import { canHandleLeads } from '@/access'
import { officeIso } from '@/lib/clock'
import { recordStaffAccess } from '@/staff/access-log'
import { leadViews, viewNamed } from '@/staff/lead-views'

import { hasOrigin, type LeadCollection } from './collections'
import { ORIGIN_COLUMNS } from './origin'
import { filtersBy, isWorkflowCollection, NOT_SPAM, WORKFLOW_CSV_COLUMNS } from './workflow'

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
  return list
    .map((n) => `${n.createdAt ? officeIso(n.createdAt) : ''}, ${emailOf(n.author) ?? n.authorName ?? ''}: ${n.text}`)
    .join('\n')
}

const TIME_COLUMNS = new Set(['createdAt', 'updatedAt', 'deliveredAt'])

const query = z.object({
  where: z.record(z.string(), z.unknown()).optional(),
  search: z.string().max(200).optional(),
  view: z.string().max(40).optional(),
})

/**
 * The rows of the list view the export was asked from: its `where` (as the list's URL carries it) and its search (a
 * `like` on the list's searchable fields, as the list does).
 */
export function viewWhere(
  raw: unknown,
  searchable: string[],
): { ok: true; where: Where | null } | { ok: false; message: string } {
  const parsed = query.safeParse(raw ?? {})
  if (!parsed.success)
    return { ok: false, message: 'where must be a filter, search a text of 200 characters at most and view a name.' }
  const parts: Where[] = []
  if (parsed.data.where && Object.keys(parsed.data.where).length > 0) parts.push(parsed.data.where as Where)
  const search = parsed.data.search?.trim()
  if (search && searchable.length > 0) parts.push({ or: searchable.map((f) => ({ [f]: { like: search } })) })
  return { ok: true, where: parts.length === 0 ? null : parts.length === 1 ? parts[0] : { and: parts } }
}

/** For staff who handle leads: the view shown (where, search), newest first; spam is left out unless ?spam=include. */
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
      const view = viewWhere(req.query, req.payload.collections[slug]?.config.admin.listSearchableFields ?? [])
      if (!view.ok) return Response.json({ errors: [{ message: view.message }] }, { status: 400 })
      // A saved view named in the list's address (`?view=`), as the list's baseFilter applies it.
      const viewKey = req.searchParams.get('view')
      const saved = viewKey !== null && workflow && req.user ? viewNamed(viewKey, req.user.id)?.where : undefined
      if (viewKey !== null && !saved) {
        const names = leadViews(req.user?.id ?? '').map((v) => v.key)
        const known = workflow ? `one of ${names.join(', ')}` : 'nothing here: this list has no saved views'
        return Response.json({ errors: [{ message: `view must name ${known}.` }] }, { status: 400 })
      }
      // As the list's own baseFilter: spam stays out unless asked for or the view filters by status.
      const keepSpamOut =
        workflow && spam !== 'include' && !filtersBy(view.where, 'status') && !filtersBy(saved, 'status')
      const parts = [...(saved ? [saved] : []), ...(view.where ? [view.where] : []), ...(keepSpamOut ? [NOT_SPAM] : [])]
      const where: Where = parts.length > 1 ? { and: parts } : (parts[0] ?? {})
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
        const result = await req.payload
          .find({
            collection: slug,
            limit: 500,
            page,
            sort: '-createdAt',
            where,
            depth,
            overrideAccess: false,
            user: req.user,
          })
          .catch((error: unknown) => {
            // A filter naming a field that does not exist or cannot be queried: Payload's QueryError (400).
            if (error instanceof APIError && error.status < 500) return error
            throw error
          })
        if (result instanceof APIError)
          return Response.json({ errors: [{ message: result.message }] }, { status: result.status })
        for (const found of result.docs) {
          // A copy: Payload's row types are interfaces (no index signature), and the columns are read by name.
          const doc: Record<string, unknown> = { ...found }
          rows.push(
            columns.map((c) => {
              if (workflow && c === 'notes') return notesCell(doc.notes)
              if (workflow && c === 'owner') return emailOf(doc.owner) ?? ''
              const value = doc[c]
              // Times as New York reads them, the offset written in (2026-11-28T22:00:00-05:00).
              if (TIME_COLUMNS.has(c)) return typeof value === 'string' && value ? officeIso(value) : ''
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
          'Content-Disposition': `attachment; filename="${slug}-${officeIso(new Date()).slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}
