import type { Metadata } from 'next'

import { PageShell } from '@/components/layout/PageShell'
import { StatusContent } from '@/components/layout/StatusContent'

/** What server.ts sends, with 503, for a page whose content cannot be read now (src/lib/http/server-error.ts). */
export const metadata: Metadata = { title: 'Temporarily unavailable', robots: { index: false, follow: false } }

export default function Unavailable() {
  return (
    <PageShell>
      <StatusContent
        code={503}
        title="Temporarily unavailable"
        text="This page cannot be shown right now: its content is out of reach for a moment. Please try again in a minute, or go back to the home page."
      />
    </PageShell>
  )
}
