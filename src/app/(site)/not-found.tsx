import { NotFoundContent } from '@/components/layout/NotFoundContent'
import { PageShell } from '@/components/layout/PageShell'

/** For a `notFound()` thrown by a route; misses normally never reach a route (src/proxy.ts). */
export default function NotFound() {
  return (
    <PageShell>
      <NotFoundContent />
    </PageShell>
  )
}
