import { defineSection } from '../define'
import type { ProseProps } from './Component'

export const ProseSection = defineSection({
  name: 'Prose',
  reshape: ({ key, items: [item] }): ProseProps => ({
    id: key,
    text: item ? { title: item.title, shortDescription: item.shortDescription, description: item.description } : null,
  }),
  Component: () => import('./Component').then((m) => m.Prose),
})
