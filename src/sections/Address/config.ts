import type { PageContent, SiteSetting } from '@/payload-types'
import { defineSection, headOf, type SectionHead, type Tone } from '../define'

export type AddressProps = {
  heading: SectionHead
  tone: Tone
  offices: Pick<PageContent, 'id' | 'title' | 'description'>[]
  locations: NonNullable<SiteSetting['locations']>
}

export const AddressSection = defineSection({
  name: 'Address',
  reshape: (source, { tone, settings }): AddressProps => ({
    heading: headOf(source),
    tone,
    offices: source.items.map(({ id, title, description }) => ({ id, title, description })),
    locations: settings.locations ?? [],
  }),
  Component: () => import('./Component').then((m) => m.Address),
})
