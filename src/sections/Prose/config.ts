import type { PageContent } from '@/payload-types'
import { defineSection } from '../define'

export type ProseProps = { id: string; text: Pick<PageContent, 'title' | 'shortDescription' | 'description'> | null }

export const ProseSection = defineSection({
  name: 'Prose',
  reshape: ({ key, items: [item] }): ProseProps => ({
    id: key,
    text: item ? { title: item.title, shortDescription: item.shortDescription, description: item.description } : null,
  }),
  Component: () => import('./Component').then((m) => m.Prose),
})
