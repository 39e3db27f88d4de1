import type { ReactNode } from 'react'

/** A template is mounted afresh on every navigation, so its class plays the enter animation each time. */
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-transition">{children}</div>
}
