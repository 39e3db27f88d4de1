import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { CaseStudy } from '@/lib/content/types'

/** Case-study cards, each with its headline result figure. */
export function CaseStudyList({ studies, title, description }: { studies: CaseStudy[]; title?: string | null; description?: string | null }) {
  // Without a section title the cards are the page's second heading level.
  const Heading = title ? 'h3' : 'h2'
  return (
    <section className="bg-white py-16 md:py-20" aria-labelledby={title ? 'case-studies-title' : undefined}>
      <Container>
        <SectionHeading id="case-studies-title" title={title ?? null} description={description} />
        <ul className="grid gap-6 md:grid-cols-2">
          {studies.map((study) => {
            const client = typeof study.client === 'object' ? study.client : null
            const headline = study.results?.[0]
            return (
              <li key={study.id} className="group relative flex flex-col rounded-2xl border border-ink/10 bg-sand p-7 hover:shadow-lg">
                <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
                  {client?.title ?? ''}<span className="mark-dot" />{study.industry}
                </p>
                <Heading className="mt-3 text-h3 font-semibold">
                  <Link href={`/${study.slug}`} className="after:absolute after:inset-0 group-hover:text-accent-strong">
                    {study.title}
                  </Link>
                </Heading>
                <p className="mt-3 flex-1 text-ink-muted">{study.summary}</p>
                {headline ? (
                  <p className="mt-6 flex items-baseline gap-3">
                    <span className="text-4xl font-bold tracking-tight text-accent-strong">{headline.value}</span>
                    <span className="text-sm font-medium">{headline.label}</span>
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
