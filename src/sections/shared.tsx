import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { Section } from '@/lib/content/types'

/** The frame every section shares: a labelled region with its optional title and description. */
export function SectionFrame({ section, tone = 'white', children, align }: { section: Pick<Section, 'key' | 'title' | 'description'>; tone?: 'white' | 'sand' | 'ink'; children: ReactNode; align?: 'left' | 'center' }) {
  const headingId = section.title ? `${section.key}-title` : undefined
  const bg = tone === 'sand' ? 'bg-sand' : tone === 'ink' ? 'bg-ink text-white' : 'bg-white'
  return (
    <section className={`${bg} py-16 md:py-20`} aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId} title={section.title} description={section.description} align={align} />
        {children}
      </Container>
    </section>
  )
}

export type SectionProps = { section: Section; tone?: 'white' | 'sand' }
