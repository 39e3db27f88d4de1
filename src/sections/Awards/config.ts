import type { PageContent } from '@/payload-types'
import { toPlainText } from '@/lib/html'
import { defineSection, headOf } from '../define'
import type { AwardItem, AwardsProps } from './Component'

export const reshapeAwardItem = (item: PageContent): AwardItem => {
  const { id, type, title, shortDescription, description, thumbnail, slug } = item
  const badge = thumbnail ?? null
  const source = slug ?? null
  if (type !== 'Awards') return { kind: 'stamp', id, title, description, shortDescription, badge, source }
  const issuer = toPlainText(shortDescription)
  const year = issuer.match(/(19|20)\d{2}/)?.[0]
  return { kind: 'award', id, title, description, issuer, year: year ? Number(year) : null, badge, source }
}

export const AwardsSection = defineSection({
  name: 'Awards',
  // Stamps share the Awards section: one heading, one list.
  group: 'Awards',
  heading: { prefix: 'awards', label: 'Awards' },
  reshape: (source, { tone }): AwardsProps => ({
    heading: headOf(source),
    tone,
    awards: source.items.map(reshapeAwardItem),
  }),
  Component: () => import('./Component').then((m) => m.Awards),
})
