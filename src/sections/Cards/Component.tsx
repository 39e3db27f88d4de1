import { Html } from '@/components/ui/Html'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

type Card = Pick<PageContent, 'id' | 'title' | 'shortDescription' | 'description'>

export type CardsProps = {
  heading: SectionHead
  tone: Tone
  numbered: boolean
  cards: Card[]
}

export function Cards({ heading, tone, numbered, cards }: CardsProps) {
  if (cards.length === 1) return <Introduction heading={heading} tone={tone} card={cards[0]} />
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ol className={`grid gap-6 sm:grid-cols-2 ${wideGrid(cards.length, 3)}`}>
        {cards.map((item, i) => (
          <li key={item.id} className="rounded-2xl border border-ink/10 bg-white p-6">
            {numbered ? (
              <span
                className="mb-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
            ) : null}
            {item.title ? (
              <h3 className="text-h3 font-semibold">
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

/** One card is an introduction: on a wide screen its heading and lead beside its text, so the row has no hole. */
function Introduction({ heading, tone, card }: { heading: SectionHead; tone: Tone; card: Card }) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-x-12">
        <div>
          {card.title ? (
            <h3 className={heading.title ? 'text-h3 font-semibold' : 'text-h2 font-semibold tracking-tight'}>
              {card.title}
            </h3>
          ) : null}
          <Html html={card.shortDescription} className="prose mt-3 text-ink-muted" />
        </div>
        <Html html={card.description} className="prose prose-fill text-ink-muted" />
      </div>
    </SectionFrame>
  )
}
