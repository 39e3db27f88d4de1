import { previewing } from '@/lib/content/preview'

import { LivePreviewRefresh, LeavePreviewLink } from './LivePreviewRefresh'

/**
 * Shown only while the page really shows drafts (draft mode and a signed-in editor, as the
 * content layer decides: previewing()): says so, offers the one-click way out, and refreshes
 * the page each time the CMS saves (live preview). Outside draft mode previewing() reads no
 * request data, so pages stay static for visitors.
 */
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
