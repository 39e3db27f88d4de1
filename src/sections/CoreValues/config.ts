import { defineSection, headOf } from '../define'
import type { CoreValuesProps } from './Component'

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
