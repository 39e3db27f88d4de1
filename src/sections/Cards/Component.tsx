import { Html } from '@/components/ui/Html'
import { MediaImage, pictureOf } from '@/components/ui/MediaImage'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

export type CardsProps = {
  heading: SectionHead
  tone: Tone
  numbered: boolean
  cards: Pick<PageContent, 'id' | 'title' | 'shortDescription' | 'description' | 'thumbnail'>[]
}

export function Cards({ heading, tone, numbered, cards }: CardsProps) {
  const single = cards.length === 1
  const [only] = cards
  // A single text with a picture of the work: side by side from 1024 px (no half-empty row); on a phone the picture
  // comes first, so a page of text shows work within its first screens.
  if (single && pictureOf(only.thumbnail))
    return (
      <SectionFrame heading={heading} tone={tone}>
        <div data-summary-picture="" className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <MediaImage
            media={only.thumbnail}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full rounded-2xl shadow-lg lg:order-last"
          />
          <CardText item={only} large={!heading.title} step={null} />
        </div>
      </SectionFrame>
    )
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ol className={single ? '' : `grid gap-6 sm:grid-cols-2 ${wideGrid(cards.length, 3)}`}>
        {cards.map((item, i) => (
          <li key={item.id} className={single ? '' : 'overflow-hidden rounded-2xl border border-ink/10 bg-white p-6'}>
            {/* A card's picture of the work, edge to edge above its text. */}
            {!single && pictureOf(item.thumbnail) ? (
              <MediaImage
                media={item.thumbnail}
                sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
                className="-mx-6 -mt-6 mb-6 h-auto w-[calc(100%+3rem)] max-w-none"
              />
            ) : null}
            {numbered ? (
              <span
                className="mb-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
            ) : null}
            <CardText item={item} large={single && !heading.title} step={numbered ? i + 1 : null} />
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}

/** A card's heading (with its step, when numbered) and texts; a lone card without a section title reads as h2-sized. */
function CardText({ item, large, step }: { item: CardsProps['cards'][number]; large: boolean; step: number | null }) {
  return (
    <div>
      {item.title ? (
        <h3 className={large ? 'text-h2 font-semibold tracking-tight' : 'text-h3 font-semibold'}>
          {step !== null ? <span className="sr-only">Step {step}: </span> : null}
          {item.title}
        </h3>
      ) : null}
      <Html html={item.shortDescription} className="prose mt-3 text-ink-muted" />
      <Html html={item.description} className="prose mt-3 text-ink-muted" />
    </div>
  )
}
