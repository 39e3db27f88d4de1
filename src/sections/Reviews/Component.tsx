import { Avatar } from '@/components/ui/Avatar'
import { Html } from '@/components/ui/Html'
import { SectionFrame } from '../shared'
import type { ReviewsProps } from './config'

/** Review quotes, each with a link to the full review when it has one. */
export function Reviews({ heading, tone, reviews }: ReviewsProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
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
                    <a href={review.url} rel="noopener noreferrer" className="mt-1 inline-block font-semibold text-accent-strong underline">
                      Read the full review<span className="sr-only"> by {review.author}</span>
                    </a>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
