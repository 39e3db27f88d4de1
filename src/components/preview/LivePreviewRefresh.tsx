'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const unchanging = () => () => undefined

/** Each save in the CMS's preview frame posts a message, and the page is rendered again from the latest draft. */
export function LivePreviewRefresh() {
  const router = useRouter()
  // The origin is known in the browser only (null while rendered on the server); it never changes.
  const origin = useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => null,
  )
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}

export function LeavePreviewLink() {
  const pathname = usePathname()
  return (
    <a href={`/api/preview/exit?${new URLSearchParams({ path: pathname })}`} className="font-semibold underline">
      Leave preview
    </a>
  )
}
