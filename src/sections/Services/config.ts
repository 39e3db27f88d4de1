import type { PageContent } from '@/payload-types'
import { defineSection, headOf, type SectionHead, type Tone } from '../define'

/** A service's slug is its service page. */
export type ServicesProps = {
  heading: SectionHead
  tone: Tone
  services: Pick<PageContent, 'id' | 'title' | 'slug' | 'shortDescription'>[]
}

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
