import type { PageContent } from '@/payload-types'
import { defineSection, headOf, type SectionContext, type SectionHead, type SectionSource, type Tone } from '../define'

export type CardsProps = {
  heading: SectionHead
  tone: Tone
  numbered: boolean
  cards: Pick<PageContent, 'id' | 'title' | 'shortDescription' | 'description'>[]
}

export const reshapeCards =
  (numbered: boolean) =>
  (source: SectionSource, { tone }: SectionContext): CardsProps => ({
    heading: headOf(source),
    tone,
    numbered,
    cards: source.items.map(({ id, title, shortDescription, description }) => ({
      id,
      title,
      shortDescription,
      description,
    })),
  })

const NUMBERED: ReadonlySet<string | null> = new Set(['Expertise', 'Growth'])

export const CardsSection = defineSection({
  name: 'Cards',
  reshape: (source, context) => reshapeCards(NUMBERED.has(source.type))(source, context),
  Component: () => import('./Component').then((m) => m.Cards),
})
