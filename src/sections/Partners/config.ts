import { defineSection, headOf } from '../define'
import type { PartnersProps } from './Component'

export const PartnersSection = defineSection({
  name: 'Partners',
  heading: { prefix: 'partners', label: 'Partners' },
  reshape: (source, { tone }): PartnersProps => ({
    heading: headOf(source),
    tone,
    partners: source.items.map((item) => ({
      id: item.id,
      name: item.title ?? '',
      shortDescription: item.shortDescription,
      badge: item.thumbnail,
      source: item.slug ?? null,
    })),
  }),
  Component: () => import('./Component').then((m) => m.Partners),
})
