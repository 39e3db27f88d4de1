import { draftMode } from 'next/headers'

import { LivePreviewRefresh, LeavePreviewLink } from './LivePreviewRefresh'

/**
 * Shown only in draft mode (src/app/api/preview): says the page shows drafts, offers the
 * one-click way out, and refreshes the page each time the CMS saves (live preview). Reading
 * draftMode() keeps pages static for visitors: outside draft mode it is false at build time.
 */
export async function PreviewBar() {
  if (!(await draftMode()).isEnabled) return null
  return (
    <div role="status" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-4 bg-ink px-4 py-2 text-sm text-white">
      <span>Preview: this page shows unpublished drafts.</span>
      <LeavePreviewLink />
      <LivePreviewRefresh />
    </div>
  )
}
