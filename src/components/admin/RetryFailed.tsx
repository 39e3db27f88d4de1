'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Sends every failed lead of a collection again: the same "Retry now" staff can choose on one lead. */
export function RetryFailed({ collection, label, count }: { collection: string; label: string; count: number }) {
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  async function retry() {
    setBusy(true)
    const response = await fetch(`/api/${collection}?where[deliveryStatus][equals]=failed`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ deliveryStatus: 'retry' }),
    }).catch(() => null)
    setBusy(false)
    setMessage(response?.ok ? 'Sending again.' : 'Could not retry. Please try again.')
    if (response?.ok) router.refresh()
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small ng-retry"
        disabled={busy}
        onClick={() => void retry()}
      >
        Retry {count} <span className="ng-sr-only">failed {label.toLowerCase()}</span>
      </button>
      <span role="status" className="ng-sr-only">
        {message}
      </span>
    </>
  )
}
