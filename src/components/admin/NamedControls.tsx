'use client'

import { useEffect } from 'react'

/**
 * Names Payload's icon-only controls on every admin view (`admin.components.header`, so it runs on each one): a list's
 * row checkboxes, after their row; its pager arrows; the filter builder's add and remove; a file's copy and remove; an
 * upload card's edit and remove, after its file; a date's clear button; a row's lock; an array row's drag handle.
 * Payload offers no slot or prop for these names, hence hand-written; the views re-render as they change, hence the
 * observer.
 */
export function NamedControls() {
  useEffect(() => {
    const label = (el: Element | null, text: string) => {
      if (el && text && el.getAttribute('aria-label') !== text) el.setAttribute('aria-label', text)
    }
    const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
    const name = () => {
      for (const row of document.querySelectorAll<HTMLTableRowElement>('.table tbody tr')) {
        // The first cell is the checkbox; the row is named by the first cell after it that has words.
        const title = [...row.cells].slice(1).map(text).find(Boolean)
        if (title) label(row.querySelector('input[type="checkbox"]'), `Select ${title}`)
      }
      label(document.querySelector('.table thead input[type="checkbox"]'), 'Select every row on this page')
      for (const remove of document.querySelectorAll('.condition__actions-remove'))
        label(remove, 'Remove this condition')
      for (const add of document.querySelectorAll('.condition__actions-add'))
        label(add, 'Add a condition to this group')
      for (const arrow of document.querySelectorAll('.clickable-arrow--left')) label(arrow, 'Previous page')
      for (const arrow of document.querySelectorAll('.clickable-arrow--right')) label(arrow, 'Next page')
      for (const copy of document.querySelectorAll('.file-details .copy-to-clipboard'))
        label(copy, "Copy the file's address")
      for (const remove of document.querySelectorAll('.file-details__remove')) label(remove, 'Remove the file')
      for (const card of document.querySelectorAll('.upload-relationship-details')) {
        const file = text(card.querySelector('.upload-relationship-details__filename')) || 'the picture'
        label(card.querySelector('.upload-relationship-details__edit'), `Edit ${file}`)
        label(card.querySelector('.upload-relationship-details__remove'), `Remove ${file}`)
      }
      for (const clear of document.querySelectorAll('.date-time-picker__clear-button')) label(clear, 'Clear the date')
      // A list row another person has open: its lock says who, in a tooltip only shown on hover.
      for (const lock of document.querySelectorAll('.locked'))
        label(lock, text(lock.querySelector('.locked__tooltip')) || 'Someone else is editing this')
      // Live preview: its frame and the device size it is drawn at.
      const frame = document.querySelector('#live-preview-iframe')
      if (frame && frame.getAttribute('title') !== 'Live preview') frame.setAttribute('title', 'Live preview')
      const [width, height] = document.querySelectorAll('input.toolbar-input')
      label(width ?? null, 'Preview width in pixels')
      label(height ?? null, 'Preview height in pixels')
      for (const handle of document.querySelectorAll('.collapsible__drag')) {
        const row = handle.closest('[id*="-row-"]')
        const number = Number(row?.id.match(/-row-(\d+)$/)?.[1] ?? -1) + 1
        const title = text(row?.querySelector('.row-label'))
        label(handle, `Move ${title || (number > 0 ? `row ${number}` : 'this row')}`)
      }
    }
    name()
    // Once per render (its mutations arrive as one batch), before anything else runs: a control is never unnamed.
    const observer = new MutationObserver(name)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return null
}
