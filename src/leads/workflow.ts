import type { CollectionBeforeChangeHook, CollectionConfig, Field, Where } from 'payload'
import { z } from 'zod'

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
    admin: { position: 'sidebar', description: 'Who answers this lead.' },
  },
  {
    name: 'notes',
    type: 'array',
    labels: { singular: 'Note', plural: 'Notes' },
    admin: { description: 'Append-only: a note, once saved, keeps its text, author and time.', initCollapsed: false },
    fields: [
      { name: 'text', type: 'textarea', required: true, maxLength: 4000 },
      {
        type: 'row',
        fields: [
          { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true, width: '50%' } },
          {
            name: 'createdAt',
            type: 'date',
            admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
    ],
  },
]

const incomingNotes = z.array(z.looseObject({ id: z.string().nullish(), text: z.unknown() })).catch([])
const storedNotes = z
  .array(z.looseObject({ id: z.string(), text: z.string(), author: z.unknown(), createdAt: z.string().nullish() }))
  .catch([])

function authorId(author: unknown): string | number | null {
  if (typeof author === 'string' || typeof author === 'number') return author
  if (author && typeof author === 'object' && 'id' in author) {
    const { id } = author
    return typeof id === 'string' || typeof id === 'number' ? id : null
  }
  return null
}

/** Whatever the request says about stored notes; each new one gets the signed-in user and the server's time. */
export const keepNotesAppendOnly: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (!('notes' in data) && operation === 'update') return data
  // Payload types the stored document loosely; its notes are read through zod.
  const original: unknown = originalDoc
  const stored = original && typeof original === 'object' && 'notes' in original ? original.notes : []
  const before = operation === 'update' ? storedNotes.parse(stored ?? []) : []
  const known = new Set(before.map((n) => n.id))
  const now = new Date().toISOString()
  const added = incomingNotes
    .parse(data.notes ?? [])
    .filter((n) => !n.id || !known.has(n.id))
    .flatMap((n) =>
      typeof n.text === 'string' && n.text.trim()
        ? [{ text: n.text.trim(), author: req.user?.id ?? null, createdAt: now }]
        : [],
    )
  const kept = before.map((n) => ({
    id: n.id,
    text: n.text,
    author: authorId(n.author),
    createdAt: n.createdAt ?? null,
  }))
  return { ...data, notes: [...kept, ...added] }
}

export function withWorkflow(config: CollectionConfig): CollectionConfig {
  const admin = config.admin ?? {}
  const columns = admin.defaultColumns ?? []
  return {
    ...config,
    admin: {
      ...admin,
      // Spam stays out unless the list is filtered by status (the "Spam" view).
      baseFilter: ({ req }) => (JSON.stringify(req.query?.where ?? {}).includes('"status"') ? null : NOT_SPAM),
      defaultColumns: [...columns.filter((c) => c !== 'createdAt'), 'status', 'owner', 'createdAt'],
      components: {
        ...admin.components,
        beforeListTable: [
          { path: '@/components/admin/LeadViews#LeadViews', clientProps: { collection: config.slug } },
          ...(admin.components?.beforeListTable ?? []),
        ],
      },
    },
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), keepNotesAppendOnly] },
    fields: [...config.fields, ...WORKFLOW_FIELDS],
    // The dashboard's weekly counts read both columns from the index alone (bench/dashboard.ts).
    indexes: [...(config.indexes ?? []), { fields: ['createdAt', 'status'] }],
  }
}
