'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * After a move within the site, focus goes to the top of the new page, on this hidden
 * line placed before "Skip to content": a screen reader reads the new page's heading, and
 * the first Tab reaches the skip link, as after a full page load. The first render (a page
 * load) leaves focus where the browser put it.
 */
export function FocusOnNavigate() {
  const route = `${usePathname()}?${useSearchParams().toString()}`
  const top = useRef<HTMLParagraphElement>(null)
  const previous = useRef(route)

  useEffect(() => {
    if (previous.current === route) return
    previous.current = route
    const line = top.current
    if (!line) return
    line.textContent = document.querySelector('main h1')?.textContent?.trim() || document.title
    line.focus({ preventScroll: true })
  }, [route])

  return <p ref={top} tabIndex={-1} data-route-focus="" className="sr-only" />
}
