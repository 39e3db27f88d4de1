import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import { MediaImage } from '@/components/ui/MediaImage'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { CaseStudy } from '@/lib/content/types'
import { wideGrid } from '@/components/ui/grid'

type Props = {
  studies: CaseStudy[]
  title?: string | null
  description?: string | null
  /** A link to the whole list, when these are a selection. */
  more?: { href: string; label: string } | null
  tone?: 'white' | 'sand'
  /** Each card's summary: on the full list; a selection or an index of the same studies shows title and result. */
  summaries?: boolean
}

export function CaseStudyList({ studies, title, description, more, tone = 'white', summaries = true }: Props) {
  // Without a section title the cards are the page's second heading level.
  const Heading = title ? 'h3' : 'h2'
  return (
    <section
      className={`${tone === 'sand' ? 'bg-sand' : 'bg-white'} py-16`}
      aria-labelledby={title ? 'case-studies-title' : undefined}
    >
      <Container>
        <SectionHeading id="case-studies-title" title={title ?? null} description={description} />
        <ul className={`grid gap-6 md:grid-cols-2 ${wideGrid(studies.length, 3)}`}>
          {studies.map((study) => {
            const client = typeof study.client === 'object' ? study.client : null
            const headline = study.results?.[0]
            return (
              <li
                key={study.id}
                data-case-study-card
                className="group relative flex flex-col overflow-hidden rounded-2xl border border-ink/10 bg-sand hover:shadow-lg"
              >
                {/* The cover repeats the card's title for sighted readers: its alt text says what it shows. */}
                <MediaImage
                  media={study.thumbnail}
                  sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5 md:p-7">
                  <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
                    {client?.title ?? ''}
                    <span className="mark-dot" />
                    {study.industry}
                  </p>
                  <Heading className="mt-3 text-h3 font-semibold">
                    <Link
                      href={`/${study.slug}`}
                      className="after:absolute after:inset-0 group-hover:text-accent-strong"
                    >
                      {study.title}
                    </Link>
                  </Heading>
                  {/* Three lines: the case study tells the rest. Not stretched: a taller box would show a fourth line
                      under the ellipsis, so the result figure below takes the card's spare height instead. */}
                  {summaries ? <p className="mt-3 line-clamp-3 text-ink-muted">{study.summary}</p> : null}
                  {headline ? (
                    <p className="mt-auto flex items-baseline gap-3 pt-4 md:pt-6">
                      <span className="text-4xl font-bold tracking-tight text-accent-strong">{headline.value}</span>
                      <span className="text-sm font-medium">{headline.label}</span>
                    </p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
        {more ? (
          <p className="mt-10">
            <Link href={more.href} className="mark-arrow-after font-semibold text-accent-strong underline">
              {more.label}
            </Link>
          </p>
        ) : null}
      </Container>
    </section>
  )
}
