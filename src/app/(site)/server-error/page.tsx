import type { Metadata } from 'next'

import { PageShell } from '@/components/layout/PageShell'
import { ServerErrorContent } from '@/components/layout/ServerErrorContent'

/** What server.ts sends, with status 500, instead of Next.js's empty error shell (src/lib/http/server-error.ts). */
export const metadata: Metadata = { title: 'Error', robots: { index: false, follow: false } }

export default function ServerError() {
  return (
    <PageShell>
      <ServerErrorContent />
    </PageShell>
  )
}
