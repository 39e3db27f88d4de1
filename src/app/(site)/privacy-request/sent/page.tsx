import type { Metadata } from 'next'

import { PageShell } from '@/components/layout/PageShell'
import { Container } from '@/components/ui/Container'
import { SUCCESS_MESSAGES } from '@/leads/submit'

/** Where a privacy request sent without JavaScript lands. */
export const metadata: Metadata = { title: 'Check your inbox', robots: { index: false } }

export default function PrivacyRequestSent() {
  return (
    <PageShell>
      <Container className="py-24 md:py-32">
        <h1 id="page-title" className="text-display font-semibold tracking-tight">
          Check your inbox
        </h1>
        <p className="mt-5 max-w-xl text-lg text-ink-muted">{SUCCESS_MESSAGES.privacy}</p>
      </Container>
    </PageShell>
  )
}
