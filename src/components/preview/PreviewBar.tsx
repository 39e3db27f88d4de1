import { previewing } from '@/lib/content/preview'

import { LivePreviewRefresh, LeavePreviewLink } from './LivePreviewRefresh'

/** Only while the page really shows drafts (previewing()), which reads no request data outside draft mode. */
export async function PreviewBar() {
  if (!(await previewing())) return null
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-4 bg-ink px-4 py-2 text-sm text-white"
    >
      <span>Preview: this page shows unpublished drafts.</span>
      <LeavePreviewLink />
      <LivePreviewRefresh />
    </div>
  )
}
