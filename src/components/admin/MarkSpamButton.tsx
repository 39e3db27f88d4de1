'use client'

import { useSelection } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { z } from 'zod'

const rows = z.object({ docs: z.array(z.object({ id: z.union([z.number(), z.string()]), status: z.string() })) })
type Row = z.infer<typeof rows>['docs'][number]

/** The list shows spam: the Spam view (`?view=spam`), or a filter of its own asking for status "spam". */
const showsSpam = (params: URLSearchParams) =>
  params.get('view') === 'spam' ||
  [...params.entries()].some(([key, value]) => key.includes('[status]') && key.endsWith('[equals]') && value === 'spam')

/**
 * Right above the rows: marks every selected lead of the list as spam in one request (Payload's update by `where`),
 * or, in the Spam view, as not spam (back to new). Disabled, and drawn as such, until a row is selected. "Undo" puts
 * each lead back to the status it had, until the next action.
 */
export function MarkSpamButton({ collection }: { collection: string }) {
  const { count, getQueryParams } = useSelection()
  const router = useRouter()
  const spamView = showsSpam(useSearchParams())
  const [message, setMessage] = useState('')
  const [undo, setUndo] = useState<Row[]>([])
  const [busy, setBusy] = useState(false)

  const patch = (query: string, status: string) =>
    fetch(`/api/${collection}${query}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    }).catch(() => null)

  async function mark(status: 'spam' | 'new') {
    setBusy(true)
    setMessage('')
    setUndo([])
    // The statuses before the change, so that "Undo" restores each one.
    const query = getQueryParams()
    const before = await fetch(`/api/${collection}${query}&depth=0&pagination=false&select[status]=true`, {
      credentials: 'include',
    })
      .then(async (r) => (r.ok ? rows.safeParse(await r.json()).data?.docs : undefined))
      .catch(() => undefined)
    const response = before ? await patch(query, status) : null
    setBusy(false)
    if (!before || !response?.ok) {
      setMessage(`Could not mark the selection as ${status === 'spam' ? 'spam' : 'not spam'}. Please try again.`)
      return
    }
    const done = rows.safeParse(await response.json().catch(() => null)).data?.docs.length ?? count
    setMessage(status === 'spam' ? `${done} marked as spam.` : `${done} marked as not spam (back to new).`)
    setUndo(before.filter((r) => r.status !== status))
    router.refresh()
  }

  async function undoLast() {
    setBusy(true)
    const byStatus = new Map<string, Row[]>()
    for (const r of undo) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r])
    const answers = await Promise.all(
      [...byStatus].map(([status, list]) =>
        patch(`?${list.map((r, i) => `where[id][in][${i}]=${encodeURIComponent(String(r.id))}`).join('&')}`, status),
      ),
    )
    setBusy(false)
    if (answers.some((a) => !a?.ok)) {
      setMessage('Could not undo. Please try again.')
      return
    }
    setMessage(`Undone: ${undo.length} back as before.`)
    setUndo([])
    router.refresh()
  }

  const disabled = count === 0 || busy
  return (
    <div className="ng-mark-spam" role="group" aria-label="Selected leads">
      <span className="ng-mark-spam__count">{count === 0 ? 'No lead selected' : `${count} selected`}</span>
      <button
        type="button"
        className={`btn btn--style-secondary btn--size-small${disabled ? ' btn--disabled' : ''}`}
        disabled={disabled}
        onClick={() => void mark(spamView ? 'new' : 'spam')}
      >
        {spamView ? `Not spam${count > 0 ? `: ${count}` : ''}` : `Mark ${count > 0 ? count : ''} as spam`}
      </button>
      <span role="status" className="ng-mark-spam__status">
        {message}
      </span>
      {undo.length > 0 ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={busy}
          onClick={() => void undoLast()}
        >
          Undo
        </button>
      ) : null}
    </div>
  )
}
