import type { Metadata } from 'next'

import { PageShell } from '@/components/layout/PageShell'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { APPLICATION_SUCCESS } from '@/forms/definitions'

/** Where an application sent without JavaScript lands. */
export const metadata: Metadata = { title: 'Application received', robots: { index: false } }

export default function ApplicationSent() {
  return (
    <PageShell>
      <Container className="py-24 md:py-32">
        <h1 id="page-title" className="text-display font-semibold tracking-tight">
          Application received
        </h1>
        <p className="mt-5 max-w-xl text-lg text-ink-muted">{APPLICATION_SUCCESS}</p>
        <p className="mt-8">
          <ButtonLink href="/jobs">See all open roles</ButtonLink>
        </p>
      </Container>
    </PageShell>
  )
}
