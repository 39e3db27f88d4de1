'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Payload's live preview for server-rendered pages: in the CMS's preview frame, each save
 * (the drafts' autosave as the editor types, or publishing) posts a message, and the page
 * is rendered again from the latest draft. The CMS is this same origin.
 *
 * This is @payloadcms/live-preview-react's RefreshRouteOnSave written out (its protocol:
 * tell the admin window "ready", then refresh on each 'payload-document-event' from the
 * admin's origin). The package is published only up to 3.90.1 while Payload here is
 * 3.90.2, and Payload refuses to start with mismatched @payloadcms versions.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (event.origin === origin && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}

export function LeavePreviewLink() {
  const pathname = usePathname()
  return (
    <a href={`/api/preview/exit?${new URLSearchParams({ path: pathname })}`} className="font-semibold underline">
      Leave preview
    </a>
  )
}
