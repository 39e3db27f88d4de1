import type { PageContent } from '@/payload-types'
import { defineSection, headOf, type SectionHead, type Tone } from '../define'

export type WorksProps = {
  heading: SectionHead
  tone: Tone
  steps: Pick<PageContent, 'id' | 'title' | 'shortDescription' | 'description'>[]
}

export const WorksSection = defineSection({
  name: 'Works',
  heading: { prefix: 'work', label: 'How we work' },
  reshape: (source, { tone }): WorksProps => ({
    heading: headOf(source),
    tone,
    steps: source.items.map(({ id, title, shortDescription, description }) => ({
      id,
      title,
      shortDescription,
      description,
    })),
  }),
  Component: () => import('./Component').then((m) => m.Works),
})
