import type { PageContent } from '@/payload-types'
import { defineSection, headOf, type SectionHead, type Tone } from '../define'

export type PartnersProps = {
  heading: SectionHead
  tone: Tone
  partners: {
    id: string
    name: string
    shortDescription: PageContent['shortDescription']
    badge: PageContent['thumbnail']
    source: string | null
  }[]
}

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
