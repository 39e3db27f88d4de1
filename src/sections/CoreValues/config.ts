import type { PageContent } from '@/payload-types'
import { defineSection, headOf, type SectionHead } from '../define'

/** Always on the dark band, whatever the alternation around it. */
export type CoreValuesProps = {
  heading: SectionHead
  values: { id: string; title: PageContent['title']; text: PageContent['shortDescription'] }[]
}

export const CoreValuesSection = defineSection({
  name: 'CoreValues',
  heading: { prefix: 'coreValues', label: 'Core values' },
  reshape: (source): CoreValuesProps => ({
    heading: headOf(source),
    values: source.items.map((item) => ({
      id: item.id,
      title: item.title,
      text: item.shortDescription ?? item.description,
    })),
  }),
  Component: () => import('./Component').then((m) => m.CoreValues),
})
