import { Html } from '@/components/ui/Html'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

export type CardsProps = {
  heading: SectionHead
  tone: Tone
  numbered: boolean
  cards: Pick<PageContent, 'id' | 'title' | 'shortDescription' | 'description'>[]
}

export function Cards({ heading, tone, numbered, cards }: CardsProps) {
  const single = cards.length === 1
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ol className={single ? '' : `grid gap-6 sm:grid-cols-2 ${wideGrid(cards.length, 3)}`}>
        {cards.map((item, i) => (
          <li key={item.id} className={single ? '' : 'rounded-2xl border border-ink/10 bg-white p-6'}>
            {numbered ? (
              <span
                className="mb-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
            ) : null}
            {item.title ? (
              <h3
                className={single && !heading.title ? 'text-h2 font-semibold tracking-tight' : 'text-h3 font-semibold'}
              >
                {numbered ? <span className="sr-only">Step {i + 1}: </span> : null}
                {item.title}
              </h3>
            ) : null}
            <Html html={item.shortDescription} className="prose mt-3 text-ink-muted" />
            <Html html={item.description} className="prose mt-3 text-ink-muted" />
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}
