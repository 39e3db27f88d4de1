import { defineSection, headOf } from '../define'
import type { WorksProps } from './Component'

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
