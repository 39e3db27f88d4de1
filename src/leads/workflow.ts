import {
  APIError,
  baseIDField,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  type Where,
} from 'payload'
import { z } from 'zod'

import { viewNamed } from '@/staff/lead-views'

export const LEAD_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Qualified', value: 'qualified' },
  { label: 'Won', value: 'won' },
  { label: 'Lost', value: 'lost' },
  { label: 'Spam', value: 'spam' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

export const WORKFLOW_COLLECTIONS = ['quoteRequests', 'contactMessages', 'surveyAnswers', 'callbackRequests'] as const
export type WorkflowCollection = (typeof WORKFLOW_COLLECTIONS)[number]

export function isWorkflowCollection(slug: string): slug is WorkflowCollection {
  return WORKFLOW_COLLECTIONS.some((s) => s === slug)
}

export const NOT_SPAM: Where = { status: { not_equals: 'spam' } }

export const WORKFLOW_CSV_COLUMNS = ['status', 'owner', 'notes'] as const

const WORKFLOW_FIELDS: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: [...LEAD_STATUSES],
    admin: { position: 'sidebar' },
  },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    // Only people who may handle leads can own one.
    filterOptions: { roles: { in: ['admin', 'sales'] } },
    admin: {
      position: 'sidebar',
      description: 'Who answers this lead.',
      components: {
        // The list shows owners by name; the edit view offers "Assign to me".
        Cell: '@/components/admin/OwnerCell#OwnerCell',
        afterInput: ['@/components/admin/AssignToMe#AssignToMe'],
      },
    },
  },
  {
    name: 'notes',
    type: 'array',
    labels: { singular: 'Note', plural: 'Notes' },
    admin: {
      disableListFilter: true,
      description: 'Append-only: a note, once saved, keeps its text, author and time.',
      // Saved notes are shown as text (LeadNotes); a new one is typed in "Add a note" below.
      components: { Field: '@/components/admin/LeadNotes#LeadNotes' },
    },
    // The filter builder offers each field of an array on its own (the array's disableListFilter does not reach
    // them): each says so, Payload's own row id included (its baseIDField, given here only to carry the flag).
    fields: [
      { ...baseIDField, admin: { ...baseIDField.admin, disableListFilter: true } },
      { name: 'text', type: 'textarea', required: true, maxLength: 4000, admin: { disableListFilter: true } },
      {
        type: 'row',
        fields: [
          {
            name: 'author',
            type: 'relationship',
            relationTo: 'users',
            admin: { readOnly: true, width: '50%', disableListFilter: true },
          },
          {
            name: 'createdAt',
            type: 'date',
            admin: {
              readOnly: true,
              width: '50%',
              date: { pickerAppearance: 'dayAndTime' },
              disableListFilter: true,
            },
          },
        ],
      },
      // Kept with the note, so it still says who wrote it once that account is removed.
      {
        name: 'authorName',
        type: 'text',
        maxLength: 200,
        admin: { readOnly: true, disableListFilter: true },
      },
    ],
  },
  {
    name: 'newNote',
    label: 'Add a note',
    type: 'textarea',
    virtual: true,
    maxLength: 4000,
    admin: {
      // Payload makes a virtual field read-only unless told otherwise: this one is typed into.
      readOnly: false,
      disableListFilter: true,
      disableListColumn: true,
      description: 'Saved with the lead, under your name and the time; it cannot be changed afterwards.',
    },
    hooks: { afterRead: [() => ''] },
  },
]

const incomingNotes = z.array(z.looseObject({ id: z.string().nullish(), text: z.unknown() })).catch([])
const storedNotes = z
  .array(
    z.looseObject({
      id: z.string(),
      text: z.string(),
      author: z.unknown(),
      authorName: z.string().nullish(),
      createdAt: z.string().nullish(),
    }),
  )
  .catch([])

function authorId(author: unknown): string | number | null {
  if (typeof author === 'string' || typeof author === 'number') return author
  if (author && typeof author === 'object' && 'id' in author) {
    const { id } = author
    return typeof id === 'string' || typeof id === 'number' ? id : null
  }
  return null
}

/** The name a note keeps for its author: the account's name, else its e-mail. */
export const nameOf = (user: { name?: string | null; email?: string | null } | null | undefined): string | null =>
  user?.name?.trim() || user?.email || null

export const NOTE_CHANGE_REFUSED =
  'A saved note cannot be changed or rewritten: add a new note instead (notes are append-only).'

/**
 * Notes are append-only: each new one (in `notes` without an id, or typed in "Add a note") gets the signed-in user
 * and the server's time; a saved note whose text a request changes is refused (400), one it leaves out is kept.
 */
export const keepNotesAppendOnly: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const typed = typeof data.newNote === 'string' ? data.newNote.trim() : ''
  delete data.newNote
  if (!('notes' in data) && !typed && operation === 'update') return data
  // Payload types the stored document loosely; its notes are read through zod.
  const original: unknown = originalDoc
  const stored = original && typeof original === 'object' && 'notes' in original ? original.notes : []
  const before = operation === 'update' ? storedNotes.parse(stored ?? []) : []
  const known = new Map(before.map((n) => [n.id, n]))
  const incoming = incomingNotes.parse(data.notes ?? [])
  const changed = incoming.find(
    (n) => n.id && known.has(n.id) && typeof n.text === 'string' && n.text.trim() !== known.get(n.id)?.text,
  )
  if (changed) throw new APIError(NOTE_CHANGE_REFUSED, 400, undefined, true)
  const now = new Date().toISOString()
  const author = { author: req.user?.id ?? null, authorName: nameOf(req.user), createdAt: now }
  const added = [
    ...incoming
      .filter((n) => !n.id || !known.has(n.id))
      .flatMap((n) => (typeof n.text === 'string' && n.text.trim() ? [{ text: n.text.trim(), ...author }] : [])),
    ...(typed ? [{ text: typed, ...author }] : []),
  ]
  const kept = before.map((n) => ({
    id: n.id,
    text: n.text,
    author: authorId(n.author),
    authorName: n.authorName ?? null,
    createdAt: n.createdAt ?? null,
  }))
  return { ...data, notes: [...kept, ...added] }
}

/** Whether a filter names `field` (at any depth of and/or), not merely holds it as a value. */
export function filtersBy(where: unknown, field: string): boolean {
  if (Array.isArray(where)) return where.some((w) => filtersBy(w, field))
  if (!where || typeof where !== 'object') return false
  return Object.entries(where).some(([key, value]) =>
    // qs gives a list of over 20 items as an object keyed by index.
    key === 'and' || key === 'or' || /^\d+$/.test(key) ? filtersBy(value, field) : key === field,
  )
}

function withNotesAfterWords(fields: Field[]): Field[] {
  const [status, owner, ...notes] = WORKFLOW_FIELDS
  const at = fields.findIndex((f) => f.type === 'collapsible')
  const words = at === -1 ? fields : fields.slice(0, at)
  const rest = at === -1 ? [] : fields.slice(at)
  return [status, owner, ...words, ...notes, ...rest]
}

export function withWorkflow(config: CollectionConfig): CollectionConfig {
  const admin = config.admin ?? {}
  const columns = admin.defaultColumns ?? []
  return {
    ...config,
    admin: {
      ...admin,
      // The view the list was opened on (`?view=`, src/staff/lead-views.ts) under any filter built on top of it; spam
      // stays out unless the list is filtered by status (the "Spam" view).
      baseFilter: ({ req }) => {
        const view = req.user ? viewNamed(req.query?.view, req.user.id)?.where : undefined
        const byStatus = filtersBy(req.query?.where, 'status') || filtersBy(view, 'status')
        const parts = [...(view ? [view] : []), ...(byStatus ? [] : [NOT_SPAM])]
        return parts.length === 0 ? null : parts.length === 1 ? parts[0] : { and: parts }
      },
      defaultColumns: [...columns.filter((c) => c !== 'createdAt'), 'status', 'owner', 'createdAt'],
      components: {
        ...admin.components,
        // The views and the export, then "Mark as spam" right above the rows it acts on.
        beforeListTable: [
          { path: '@/components/admin/LeadViews#LeadViews', clientProps: { collection: config.slug } },
          ...(admin.components?.beforeListTable ?? []),
          { path: '@/components/admin/MarkSpamButton#MarkSpamButton', clientProps: { collection: config.slug } },
        ],
      },
    },
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), keepNotesAppendOnly] },
    // Status and owner head the sidebar; the notes follow the visitor's own words, above where the visit came from.
    fields: withNotesAfterWords(config.fields),
    // The dashboard's weekly counts read both columns from the index alone (bench/dashboard.ts).
    indexes: [...(config.indexes ?? []), { fields: ['createdAt', 'status'] }],
  }
}
