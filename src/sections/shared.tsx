import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { SectionHead } from './define'

/** The frame every section shares: a labelled region with its optional title and description. */
export function SectionFrame({
  heading,
  tone = 'white',
  children,
  align,
}: {
  heading: SectionHead
  tone?: 'white' | 'sand' | 'ink'
  children: ReactNode
  align?: 'left' | 'center'
}) {
  const headingId = heading.title ? `${heading.id}-title` : undefined
  const bg = tone === 'sand' ? 'bg-sand' : tone === 'ink' ? 'bg-ink text-white' : 'bg-white'
  return (
    <section className={`${bg} py-16`} aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId} title={heading.title} description={heading.description} align={align} />
        {children}
      </Container>
    </section>
  )
}
