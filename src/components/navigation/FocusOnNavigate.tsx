'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Focus on a hidden line before "Skip to content": a screen reader reads the new page, and the first Tab reaches the
 * skip link, as after a full page load.
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
