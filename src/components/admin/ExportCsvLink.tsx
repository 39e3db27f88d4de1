/**
 * Above each list of leads in the CMS: downloads the whole collection as CSV through the
 * staff-only endpoint of src/leads/export.ts (the browser sends the staff session cookie).
 * Uses the admin's own button classes, so it looks like the rest of the admin.
 */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <div style={{ marginBottom: 'calc(var(--base) * 0.75)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export as CSV
      </a>
    </div>
  )
}
