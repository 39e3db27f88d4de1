'use client'

import { useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

const ROWS = '.table tbody tr'

/**
 * Payload's row checkboxes (SelectRow) take no label: each is named after its row's first cell, so a screen reader
 * says which lead it selects. Hand-written because the list offers no slot for it; the rows change as the list does.
 */
function useNamedRowCheckboxes() {
  useEffect(() => {
    const name = () => {
      for (const row of document.querySelectorAll<HTMLTableRowElement>(ROWS)) {
        const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]')
        const title = row.querySelector('td:nth-child(2)')?.textContent?.trim()
        if (box && title && box.getAttribute('aria-label') !== `Select ${title}`)
          box.setAttribute('aria-label', `Select ${title}`)
      }
      const all = document.querySelector<HTMLInputElement>('.table thead input[type="checkbox"]')
      if (all && !all.getAttribute('aria-label')) all.setAttribute('aria-label', 'Select every lead on this page')
    }
    name()
    const table = document.querySelector('.table')
    if (!table) return
    const observer = new MutationObserver(name)
    observer.observe(table, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
}

/**
 * Right above the rows: marks every selected lead of the list as spam in one request (Payload's update by
 * `where`). Disabled, and drawn as such, until a row is selected.
 */
export function MarkSpamButton({ collection }: { collection: string }) {
  const { count, getQueryParams } = useSelection()
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  useNamedRowCheckboxes()

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
