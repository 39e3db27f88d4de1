import type { PageContent } from '@/payload-types'
import { toPlainText } from '@/lib/html'
import { defineSection, headOf } from '../define'
import type { Review, ReviewProfile, ReviewsProps } from './Component'

const externalUrl = (slug: string | null | undefined) => (slug && /^https?:\/\//.test(slug) ? slug : null)

export const reshapeReview = (item: PageContent): Review => ({
  id: item.id,
  author: item.title,
  role: toPlainText(item.shortDescription),
  quote: item.description,
  url: externalUrl(item.slug),
})

/** A profile needs its link, rating and count; one without them is left out rather than shown half. */
export const reshapeProfile = (item: PageContent): ReviewProfile | null => {
  const text = toPlainText(item.shortDescription)
  const rating = /(\d(?:\.\d)?)\s*(?:out of|\/)\s*5\b/.exec(text)?.[1]
  const count = /([\d,]+)\s+reviews?\b/.exec(text)?.[1]
  const url = externalUrl(item.slug)
  if (!item.title || !url || !rating || !count) return null
  return { id: item.id, platform: item.title, url, rating: Number(rating), count: Number(count.replace(/,/g, '')) }
}

export const ReviewsSection = defineSection({
  name: 'Reviews',
  // The platform profiles head the reviews: one section.
  group: 'Reviews',
  reshape: (source, { tone }): ReviewsProps => ({
    heading: headOf(source),
    tone,
    profiles: source.items.filter((i) => i.type === 'ReviewProfiles').flatMap((i) => reshapeProfile(i) ?? []),
    reviews: source.items.filter((i) => i.type !== 'ReviewProfiles').map(reshapeReview),
  }),
  Component: () => import('./Component').then((m) => m.Reviews),
})
