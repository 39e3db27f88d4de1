'use client'

import { usePathname } from 'next/navigation'

/**
 * At the top of a lead list (`admin.components.header`): one Tab, then Enter, and the focus is on the first lead,
 * past the navigation, the list's controls and its column headers. Shown only when focused, as skip links are.
 */
export function SkipToFirstLead({ collections }: { collections: readonly string[] }) {
  const pathname = usePathname()
  const onList = collections.some((c) => pathname === `/build/collections/${c}`)
  if (!onList) return null
  return (
    <a
      href="#ng-first-lead"
      className="ng-skip"
      onClick={(event) => {
        const row = document.querySelector('.table tbody tr:first-child')
        const target = row?.querySelector<HTMLElement>('input, a, button')
        if (!target) return
        event.preventDefault()
        target.focus()
      }}
    >
      Skip to the first lead
    </a>
  )
}
