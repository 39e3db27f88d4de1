import { defineSection, headOf } from '../define'
import type { ServicesProps } from './Component'

export const ServicesSection = defineSection({
  name: 'Services',
  heading: { prefix: 'services', label: 'Services' },
  reshape: (source, { tone }): ServicesProps => ({
    heading: headOf(source),
    tone,
    services: source.items.map(({ id, title, slug, shortDescription }) => ({ id, title, slug, shortDescription })),
  }),
  Component: () => import('./Component').then((m) => m.Services),
})
