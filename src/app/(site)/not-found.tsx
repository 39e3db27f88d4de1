import { NotFoundContent } from '@/components/layout/NotFoundContent'
import { PageShell } from '@/components/layout/PageShell'

/**
 * 404 for a `notFound()` thrown by a route (SPEC.md sections 2 and 8), inside the site
 * layout, with the header. Misses normally never reach a route: src/proxy.ts sends them to
 * the prerendered not-found page (src/app/global-not-found.tsx), which shows the same.
 */
export default function NotFound() {
  return (
    <PageShell>
      <NotFoundContent />
    </PageShell>
  )
}
