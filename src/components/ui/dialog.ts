import type { KeyboardEvent } from 'react'

/** A modal keeps the page inert, but Tab can still leave it for the browser's own UI. */
export function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget
  if (event.key !== 'Tab') return
  const selector = 'button, input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, a[href], [tabindex="0"]'
  const focusable = [...dialog.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => !el.hasAttribute('disabled') && el.offsetParent !== null,
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
