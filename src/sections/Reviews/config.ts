import type { PageContent } from '@/payload-types'
import { toPlainText } from '@/lib/html'
import { defineSection, headOf, type SectionHead, type Tone } from '../define'

export type Review = {
  id: string
  author: PageContent['title']
  /** The author's role and company, as plain text. */
  role: string
  quote: PageContent['description']
  /** The full review elsewhere: a review's slug is its external link (SPEC.md section 3). */
  url: string | null
}

export type ReviewsProps = { heading: SectionHead; tone: Tone; reviews: Review[] }

export const reshapeReview = (item: PageContent): Review => ({
  id: item.id,
  author: item.title,
  role: toPlainText(item.shortDescription),
  quote: item.description,
  url: item.slug && /^https?:\/\//.test(item.slug) ? item.slug : null,
})

export const ReviewsSection = defineSection({
  name: 'Reviews',
  reshape: (source, { tone }): ReviewsProps => ({ heading: headOf(source), tone, reviews: source.items.map(reshapeReview) }),
  Component: () => import('./Component').then((m) => m.Reviews),
})
