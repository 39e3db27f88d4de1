import type { PageContent } from '@/payload-types'
import { defineSection, headOf, type SectionHead, type Tone } from '../define'

export type TechnologiesProps = {
  heading: SectionHead
  tone: Tone
  technologies: { id: string; name: string; slug: PageContent['slug'] }[]
}

export const TechnologiesSection = defineSection({
  name: 'Technologies',
  heading: { prefix: 'technologies', label: 'Technologies' },
  reshape: (source, { tone }): TechnologiesProps => ({
    heading: headOf(source),
    tone,
    technologies: source.items.map((item) => ({ id: item.id, name: item.title ?? '', slug: item.slug })),
  }),
  Component: () => import('./Component').then((m) => m.Technologies),
})
