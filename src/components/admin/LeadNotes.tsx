import type { Payload } from 'payload'

import { LeadNotesList } from './LeadNotesList'

type Note = { id?: string; text?: string; author?: unknown; authorName?: string | null; createdAt?: string | null }
type Props = { data?: { notes?: Note[] | null } | null; payload: Payload }

const idOf = (author: unknown) =>
  typeof author === 'number' || typeof author === 'string'
    ? author
    : author &&
        typeof author === 'object' &&
        'id' in author &&
        (typeof author.id === 'number' || typeof author.id === 'string')
      ? author.id
      : null

/** A lead's saved notes, as text: append-only, so nothing here is editable (new ones go in "Add a note"). */
export async function LeadNotes({ data, payload }: Props) {
  const notes = Array.isArray(data?.notes) ? data.notes : []
  // Notes written before names were kept with them: their authors' current names.
  const missing = [...new Set(notes.filter((n) => !n.authorName).flatMap((n) => idOf(n.author) ?? []))]
  const names = new Map<string, string>()
  if (missing.length > 0) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { id: { in: missing } },
      depth: 0,
      limit: missing.length,
      overrideAccess: true,
    })
    for (const u of docs) names.set(String(u.id), u.name?.trim() || u.email)
  }
  return (
    <section className="field-type ng-notes" aria-labelledby="ng-notes-title">
      <h3 id="ng-notes-title" className="ng-notes__title">
        Notes
      </h3>
      <LeadNotesList names={Object.fromEntries(names)} />
    </section>
  )
}
