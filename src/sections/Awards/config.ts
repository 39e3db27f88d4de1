import type { PageContent } from '@/payload-types'
import { toPlainText } from '@/lib/html'
import { defineSection, headOf, type SectionHead, type Tone } from '../define'

/** The badge is a Media picture; the source (the slug) is where it links. */
type Common = Pick<PageContent, 'id' | 'title' | 'description'> & {
  badge: PageContent['thumbnail']
  source: string | null
}
/** An award names its issuer and year in its short description; a stamp shows its short description as it is. */
export type AwardItem =
  | (Common & { kind: 'award'; issuer: string; year: number | null })
  | (Common & { kind: 'stamp'; shortDescription: PageContent['shortDescription'] })

export type AwardsProps = { heading: SectionHead; tone: Tone; awards: AwardItem[] }

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
