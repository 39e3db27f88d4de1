'use client'

import { useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * Right above the rows: marks every selected lead of the list as spam in one request (Payload's update by
 * `where`). Disabled, and drawn as such, until a row is selected.
 */
export function MarkSpamButton({ collection }: { collection: string }) {
  const { count, getQueryParams } = useSelection()
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  async function markSpam() {
    setBusy(true)
    setMessage('')
    const response = await fetch(`/api/${collection}${getQueryParams()}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'spam' }),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) {
      setMessage('Could not mark the selection as spam. Please try again.')
      return
    }
    const body: unknown = await response.json().catch(() => null)
    const done =
      body && typeof body === 'object' && 'docs' in body && Array.isArray(body.docs) ? body.docs.length : count
    setMessage(`${done} marked as spam.`)
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
        onClick={() => void markSpam()}
      >
        Mark {count > 0 ? count : ''} as spam
      </button>
      <span role="status" className="ng-mark-spam__status">
        {message}
      </span>
    </div>
  )
}
