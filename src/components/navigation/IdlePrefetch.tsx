'use client'

import { useRouter, usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { whenIdle } from './idle'

type Connection = { saveData?: boolean; effectiveType?: string }
export const PREFETCH_IDLE_TIMEOUT_MS = 2000

/** Whether this visitor's connection asks us to spare data (save-data or a 2g connection). */
export function sparesData(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''))
}

/**
 * Links are prefetched when the browser is idle (idle timeout 2000 ms), the ones in view
 * first, and not at all on save-data or 2g (SPEC.md section 9). Site links turn off
 * Next.js's own viewport prefetch (components/ui/Link) so that this is the only one.
 */
export function IdlePrefetch() {
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    if (sparesData((navigator as Navigator & { connection?: Connection }).connection)) return
    const seen = new Set<string>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const href = (entry.target as HTMLAnchorElement).getAttribute('href')
        if (href && !seen.has(href)) {
          seen.add(href)
          router.prefetch(href)
        }
        observer.unobserve(entry.target)
      }
    })
    const cancelIdle = whenIdle(() => {
      document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([href^="/api"]):not([href^="/build"])').forEach((a) => observer.observe(a))
    }, PREFETCH_IDLE_TIMEOUT_MS)
    return () => {
      cancelIdle()
      observer.disconnect()
    }
  }, [router, pathname])

  return null
}
