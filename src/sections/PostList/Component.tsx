import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
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
              className="group relative flex flex-col rounded-2xl border border-ink/10 bg-white p-6 hover:shadow-lg"
            >
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
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
