import { Avatar } from '@/components/ui/Avatar'
import { Html } from '@/components/ui/Html'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

export type Review = {
  id: string
  author: PageContent['title']
  role: string
  quote: PageContent['description']
  /** The full review elsewhere: a review's slug is its external link (SPEC.md section 3). */
  url: string | null
}

/** Read from a ReviewProfiles item: the title, the slug and the short description ("4.9 out of 5 from 41 reviews"). */
export type ReviewProfile = { id: string; platform: string; url: string; rating: number; count: number }

export type ReviewsProps = { heading: SectionHead; tone: Tone; profiles: ReviewProfile[]; reviews: Review[] }

export function Reviews({ heading, tone, profiles, reviews }: ReviewsProps) {
  // One client's words beside the platforms' ratings fill the row; several go below them in a grid; with none, the
  // ratings alone fill it.
  const beside = reviews.length === 1 && profiles.length > 0
  return (
    <SectionFrame heading={heading} tone={tone}>
      <div className={beside ? 'grid items-start gap-6 lg:grid-cols-[2fr_1fr]' : ''}>
        {profiles.length > 0 ? (
          <ul
            className={
              beside
                ? 'flex flex-wrap gap-4 lg:order-last lg:flex-col'
                : reviews.length === 0
                  ? 'grid gap-4 sm:grid-cols-2'
                  : 'mb-8 flex flex-wrap gap-4'
            }
            aria-label="Ratings on review platforms"
          >
            {profiles.map((p) => (
              <li key={p.id} data-review-profile className="rounded-2xl border border-ink/10 bg-white px-5 py-4">
                <span className="block text-sm font-semibold">{p.platform}</span>
                <span className="mt-1 flex items-baseline gap-2">
                  <span className="text-2xl font-bold text-accent-strong">{p.rating.toFixed(1)}</span>{' '}
                  <span className="text-sm text-ink-muted">out of 5, {p.count} reviews</span>
                </span>
                <a
                  href={p.url}
                  rel="noopener noreferrer"
                  className="mt-1 inline-block text-sm font-semibold text-accent-strong underline"
                >
                  See the profile<span className="sr-only"> on {p.platform}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {reviews.length ? (
          <ul className={beside ? '' : `grid gap-6 md:grid-cols-2 ${wideGrid(reviews.length, 3)}`}>
            {reviews.map((review) => (
              <li key={review.id}>
                <figure className="flex h-full flex-col rounded-2xl border border-ink/10 bg-white p-6">
                  <blockquote className="flex-1">
                    <Html html={review.quote} className="prose text-ink" />
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <Avatar name={review.author ?? ''} />
                    <span className="text-sm">
                      <span className="block font-semibold">{review.author}</span>
                      <span className="block text-ink-muted">{review.role}</span>
                      {review.url ? (
                        <a
                          href={review.url}
                          rel="noopener noreferrer"
                          className="mt-1 inline-block font-semibold text-accent-strong underline"
                        >
                          Read the full review<span className="sr-only"> by {review.author}</span>
                        </a>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SectionFrame>
  )
}
