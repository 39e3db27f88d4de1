import { defineSection, headOf, type SectionContext, type SectionSource } from '../define'
import type { CardsProps } from './Component'

export const reshapeCards =
  (numbered: boolean) =>
  (source: SectionSource, { tone }: SectionContext): CardsProps => ({
    heading: headOf(source),
    tone,
    numbered,
    cards: source.items.map(({ id, title, shortDescription, description, thumbnail }) => ({
      id,
      title,
      shortDescription,
      description,
      thumbnail,
    })),
  })

const NUMBERED: ReadonlySet<string | null> = new Set(['Expertise', 'Growth'])

export const CardsSection = defineSection({
  name: 'Cards',
  reshape: (source, context) => reshapeCards(NUMBERED.has(source.type))(source, context),
  Component: () => import('./Component').then((m) => m.Cards),
})
