import type { Metadata } from 'next'

import { PageShell } from '@/components/layout/PageShell'
import { ServerErrorContent } from '@/components/layout/ServerErrorContent'

/**
 * The page server.ts sends, with status 500, instead of Next.js's empty error shell when a
 * page view fails on the server (src/lib/http/server-error.ts). Prerendered with the site's
 * header and footer; not for search engines.
 */
export const metadata: Metadata = { title: 'Error', robots: { index: false, follow: false } }

export default function ServerError() {
  return (
    <PageShell>
      <ServerErrorContent />
    </PageShell>
  )
}
