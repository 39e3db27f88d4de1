import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import { MediaImage } from '@/components/ui/MediaImage'
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
              <MediaImage
                media={post.cover}
                sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[16/10] h-auto w-full object-cover"
              />
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
                <p className="mt-3 flex-1 text-ink-muted">{post.excerpt}</p>
                <p className="mt-5 text-sm text-ink-muted">
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
