import { defineSection, headOf } from '../define'
import type { TechnologiesProps } from './Component'

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
