import type { ReactNode } from 'react'

/**
 * The page transition named "page": a template is mounted afresh on every navigation, so
 * its class plays the enter animation each time (none under prefers-reduced-motion).
 */
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-transition">{children}</div>
}
