'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * After a client-side move, focus goes to the new page's main heading: a screen reader reads it and the next Tab
 * enters the page. Hand-written because the App Router only scrolls (next/dist/client/components/layout-router.js
 * leaves focus alone; its route announcer reads the title but moves nothing). A first load moves nothing: the skip
 * link stays the first Tab stop.
 */
export function FocusOnNavigate() {
  const route = `${usePathname()}?${useSearchParams().toString()}`
  const previous = useRef(route)

  useEffect(() => {
    if (previous.current === route) return
    previous.current = route
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')
    if (!heading) return
    // The headings are drawn by many server components; focusable by script only, never a Tab stop of their own.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
  }, [route])

  return null
}
