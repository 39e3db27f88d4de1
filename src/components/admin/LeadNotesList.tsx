'use client'

import { useFormFields } from '@payloadcms/ui'

import { OFFICE_CLOCK_LABEL } from '@/lib/clock'

import { OfficeTime } from './OfficeTime'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * The saved notes as text, read from the form's own state so a note saved a moment ago shows at once. `names`: the
 * authors of notes written before a name was kept with each note.
 */
export function LeadNotesList({ names }: { names: Record<string, string> }) {
  const notes = useFormFields(([fields]) => {
    const count = fields.notes?.rows?.length ?? (Number(fields.notes?.value) || 0)
    return Array.from({ length: count }, (_, i) => ({
      id: text(fields[`notes.${i}.id`]?.value) || String(i),
      text: text(fields[`notes.${i}.text`]?.value),
      authorName: text(fields[`notes.${i}.authorName`]?.value),
      author: fields[`notes.${i}.author`]?.value,
      createdAt: text(fields[`notes.${i}.createdAt`]?.value),
    }))
  })
  if (notes.length === 0) return <p className="ng-muted">No notes yet.</p>
  return (
    <>
      <p className="ng-muted">{OFFICE_CLOCK_LABEL}.</p>
      <ol className="ng-notes__list">
        {notes.map((n) => {
          const id = typeof n.author === 'number' || typeof n.author === 'string' ? String(n.author) : ''
          const name = n.authorName || names[id] || 'A removed account'
          return (
            <li key={n.id} className="ng-notes__note">
              <p className="ng-notes__text">{n.text}</p>
              <p className="ng-notes__meta">
                {name}
                {n.createdAt ? (
                  <>
                    , <OfficeTime at={n.createdAt} />
                  </>
                ) : null}
              </p>
            </li>
          )
        })}
      </ol>
    </>
  )
}
