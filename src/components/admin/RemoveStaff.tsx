'use client'

import { ConfirmationModal, useAuth, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { firstMessage } from './error-answer'

type Person = { id: number | string; name?: string | null; email: string }

/**
 * "Remove and hand over leads" on a staff account (admins only, never one's own): their leads go to the person
 * chosen, or unassigned, then the account is removed (POST /api/users/:id/remove, src/staff/removal.ts).
 */
export function RemoveStaff() {
  const { id, data } = useDocumentInfo()
  const { user } = useAuth()
  const { openModal } = useModal()
  const router = useRouter()
  const selectId = useId()
  const [people, setPeople] = useState<Person[]>([])
  const [handOverTo, setHandOverTo] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const isAdmin = Array.isArray(user?.roles) && user.roles.includes('admin')
  const self = String(user?.id) === String(id)

  useEffect(() => {
    if (!isAdmin || self || !id) return
    const query = 'where[roles][in][0]=admin&where[roles][in][1]=sales&limit=200&depth=0&sort=name'
    void fetch(`/api/users?${query}`, { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : { docs: [] }))
      .then((body: { docs?: Person[] }) => setPeople((body.docs ?? []).filter((p) => String(p.id) !== String(id))))
      .catch(() => setPeople([]))
  }, [id, isAdmin, self])

  if (!isAdmin || self || !id) return null

  const nameOf = (p: { name?: unknown; email?: unknown } | undefined) =>
    typeof p?.name === 'string' && p.name.trim()
      ? p.name.trim()
      : typeof p?.email === 'string'
        ? p.email
        : 'this person'
  const person = nameOf(data)
  const receiver = people.find((p) => String(p.id) === handOverTo)
  const confirmSlug = `remove-staff-${id}`

  async function remove() {
    setBusy(true)
    setMessage('')
    const response = await fetch(`/api/users/${id}/remove`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ handOverTo: handOverTo === '' ? null : Number(handOverTo) }),
    }).catch(() => null)
    const answer: unknown = await response?.json().catch(() => null)
    setBusy(false)
    if (!response?.ok) {
      setMessage(firstMessage(answer) ?? 'The account could not be removed. Please try again.')
      return
    }
    setMessage(
      typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
        ? answer.message
        : 'Removed.',
    )
    router.push('/build/collections/users')
  }

  return (
    <div className="ng-remove-staff">
      <h3 className="ng-notes__title">Remove this person</h3>
      <label htmlFor={selectId}>Who takes their leads</label>
      <select id={selectId} value={handOverTo} onChange={(e) => setHandOverTo(e.target.value)}>
        <option value="">Nobody: leave them unassigned</option>
        {people.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name?.trim() ? `${p.name} (${p.email})` : p.email}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        onClick={() => openModal(confirmSlug)}
      >
        Remove and hand over leads
      </button>
      <ConfirmationModal
        modalSlug={confirmSlug}
        heading={`Remove ${person}?`}
        body={
          <p>
            {person}&apos;s account will be removed and cannot be restored.{' '}
            {receiver
              ? `${nameOf(receiver)} will take their leads.`
              : 'Their leads will be left unassigned, for anyone to take.'}{' '}
            Their notes keep their name.
          </p>
        }
        confirmLabel="Remove and hand over leads"
        confirmingLabel="Removing…"
        cancelLabel="Keep the account"
        onConfirm={remove}
      />
      <p role="status" className="ng-remove-staff__status">
        {message}
      </p>
    </div>
  )
}
