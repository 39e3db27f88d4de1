import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import { MediaImage, pictureOf } from '@/components/ui/MediaImage'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { formatDate } from '@/lib/format'
import type { Post } from '@/lib/content/types'
import { wideGrid } from '@/components/ui/grid'

export function PostList({
  posts,
  title,
  description,
  tone = 'white',
}: {
  posts: Post[]
  title?: string | null
  description?: string | null
  tone?: 'white' | 'sand'
}) {
  if (posts.length === 0) return null
  // Under a section title the cards are h3; as a page's main list they are h2.
  const Heading = title ? 'h3' : 'h2'
  return (
    <section
      className={`${tone === 'sand' ? 'bg-sand' : 'bg-white'} py-16 md:py-20`}
      aria-labelledby={title ? 'posts-title' : undefined}
    >
      <Container>
        <SectionHeading id="posts-title" title={title ?? null} description={description} />
        <ul className={`grid gap-6 md:grid-cols-2 ${wideGrid(posts.length, 3)}`}>
          {posts.map((post) => (
            <li
              key={post.id}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white hover:shadow-lg"
            >
              {/* As a case study card's cover: lazy, its alt text (the picture's own) says what it shows. */}
              {pictureOf(post.cover) ? (
                <MediaImage
                  media={post.cover}
                  sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/10] h-auto w-full object-cover"
                />
              ) : (
                <NoCover category={post.category} />
              )}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-semibold uppercase tracking-wider text-accent-strong">{post.category}</p>
                <Heading className="mt-3 text-h3 font-semibold">
                  <Link
                    href={`/blog/${post.slug}`}
                    className="after:absolute after:inset-0 group-hover:text-accent-strong"
                  >
                    {post.title}
                  </Link>
                </Heading>
                {/* The excerpt is said on the blog's list and the post; a strip under a title names the post. */}
                {title ? null : <p className="mt-3 text-ink-muted">{post.excerpt}</p>}
                <p className="mt-auto pt-5 text-sm text-ink-muted">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                  <span className="mark-dot" />
                  {post.authorName}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

/**
 * A post without a cover keeps its card's shape beside cards with pictures (no blank white under its text):
 * a drawing in the brand's colours with the category, decorative, since the card says the category in words.
 */
function NoCover({ category }: { category: string | null | undefined }) {
  return (
    <div
      aria-hidden="true"
      className="relative flex aspect-[16/10] w-full items-end overflow-hidden bg-ink p-6 [background-image:radial-gradient(circle_at_85%_20%,var(--color-accent)_0_18%,transparent_18.5%),linear-gradient(135deg,transparent_55%,var(--color-teal)_55%)]"
    >
      <span className="text-2xl font-semibold leading-tight text-white">{category}</span>
    </div>
  )
}
