'use client'

import { useSearchParams } from 'next/navigation'

/**
 * Above each list of leads in the CMS: downloads the list as CSV through the staff-only endpoint of
 * src/leads/export.ts (the browser sends the staff session cookie). With `ofView`, the export is of the view shown:
 * the list's own filter and search are passed on. Uses the admin's own button classes.
 */
export function ExportCsvLink({ href, ofView = false }: { href: string; ofView?: boolean }) {
  const params = useSearchParams()
  const view = ofView
    ? [...params.entries()]
        .filter(([k]) => k === 'search' || k === 'view' || k.startsWith('where['))
        .map(([k, v]) => [k, v])
    : []
  const url = view.length > 0 ? `${href}?${new URLSearchParams(view).toString()}` : href
  return (
    <div className="ng-export">
      <a className="btn btn--style-secondary btn--size-small" href={url} download>
        Export as CSV
      </a>
      {ofView ? <span className="ng-muted">The view shown, newest first.</span> : null}
    </div>
  )
}
