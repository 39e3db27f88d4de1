'use client'

import { useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

const ROWS = '.table tbody tr'

/**
 * Payload's row checkboxes (SelectRow) take no label: each is named after its row's first cell, so a screen reader
 * says which lead it selects; the filter builder's add and remove buttons and the pager's arrows are icons without
 * a name. Hand-written because the list offers no slot for either; the rows and conditions change as the list does.
 */
function useNamedListControls() {
  useEffect(() => {
    const label = (el: Element | null, text: string) => {
      if (el && el.getAttribute('aria-label') !== text) el.setAttribute('aria-label', text)
    }
    const name = () => {
      for (const row of document.querySelectorAll<HTMLTableRowElement>(ROWS)) {
        const title = row.querySelector('td:nth-child(2)')?.textContent?.trim()
        if (title) label(row.querySelector('input[type="checkbox"]'), `Select ${title}`)
      }
      label(document.querySelector('.table thead input[type="checkbox"]'), 'Select every lead on this page')
      for (const remove of document.querySelectorAll('.condition__actions-remove'))
        label(remove, 'Remove this condition')
      for (const add of document.querySelectorAll('.condition__actions-add'))
        label(add, 'Add a condition to this group')
      label(document.querySelector('.clickable-arrow--left'), 'Previous page')
      label(document.querySelector('.clickable-arrow--right'), 'Next page')
    }
    name()
    const list = document.querySelector('.collection-list') ?? document.body
    const observer = new MutationObserver(name)
    observer.observe(list, { childList: true, subtree: true })
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
  useNamedListControls()

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
