import type { Metadata } from 'next'
import Link from '@/components/ui/Link'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/layout/PageShell'
import { documentTag } from '@/publish/changes'
import { pageTags } from '@/publish/live/page-tags'
import { Container } from '@/components/ui/Container'
import { PostBody } from '@/sections/PostBody'
import { Avatar } from '@/components/ui/Avatar'
import { MediaImage, pictureOf } from '@/components/ui/MediaImage'
import { getPage, getPost, getPosts, getSettings, type Preview } from '@/lib/content'
import { previewing } from '@/lib/content/preview'
import { formatDate } from '@/lib/format'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'
import { blogPosting, breadcrumbs } from '@/lib/seo/structured-data'
import { CallToAction } from '@/sections/CallToAction/Component'
import { RenderPage } from '@/sections/RenderPage'

/** /blog/{id}: a post; /blog with no id: the posts listing (the blogs page's content). */
type Props = { params: Promise<{ id?: string[] }> }

export const revalidate = 86400

/** A post by slug: unknown slugs are never looked up one by one, so a miss writes no cache entry. */
async function findPost(id: string[], preview?: Preview) {
  if (id.length !== 1) return null
  if (preview) return getPost(id[0], preview)
  const posts = await getPosts(1000)
  return posts.some((p) => p.slug === id[0]) ? getPost(id[0]) : null
}

export async function generateStaticParams() {
  const posts = await getPosts()
  return [{ id: [] }, ...posts.map((p) => ({ id: [p.slug] }))]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id = [] } = await params
  const settings = await getSettings()
  if (id.length === 0) {
    const page = await getPage('blogs')
    return page
      ? buildMetadata(
          { ...page, description: page.shortDescription, path: '/blog', image: { kind: 'page', slug: 'blogs' } },
          settings,
        )
      : {}
  }
  const post = await findPost(id)
  if (!post) return { title: 'This page could not be found', robots: { index: false } }
  return buildMetadata(
    {
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      keywords: post.tags,
      type: 'article',
      publishedTime: post.publishedAt,
      image: { kind: 'post', slug: post.slug },
    },
    settings,
  )
}

export default async function BlogPage({ params }: Props) {
  const { id = [] } = await params
  const settings = await getSettings()
  if (id.length === 0) {
    const page = await getPage('blogs')
    if (!page) notFound()
    return (
      <PageShell headerType={page.headerType} live={pageTags(page)}>
        <RenderPage page={page} settings={settings} />
      </PageShell>
    )
  }
  const post = await findPost(id, await previewing())
  if (!post) notFound()
  const cover = pictureOf(post.cover) !== null
  return (
    <PageShell live={[documentTag('posts', post.slug)]}>
      <article>
        <header className="bg-sand py-14 md:py-20">
          <Container className={cover ? 'grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]' : undefined}>
            <div>
              <nav aria-label="Breadcrumb" className="text-sm">
                <ol className="flex flex-wrap gap-2 text-ink-muted">
                  <li>
                    <Link href="/" className="underline">
                      Home
                    </Link>{' '}
                    /
                  </li>
                  <li>
                    <Link href="/blogs" className="underline">
                      Blogs
                    </Link>{' '}
                    /
                  </li>
                  <li aria-current="page">{post.category}</li>
                </ol>
              </nav>
              <h1 id="page-title" className="mt-4 max-w-4xl text-display font-semibold tracking-tight">
                {post.title}
              </h1>
              <p className="mt-5 max-w-3xl text-lg text-ink-muted">{post.excerpt}</p>
              <div className="mt-8 flex items-center gap-3 text-sm">
                <Avatar name={post.authorName} />
                <span>
                  <span className="block font-semibold">{post.authorName}</span>
                  <span className="block text-ink-muted">
                    {post.authorRole}
                    <span className="mark-dot" />
                    <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                  </span>
                </span>
              </div>
            </div>
            {/* As a case study's cover: in the first screen, so it may be the largest paint and loads eagerly. */}
            {cover ? (
              <MediaImage
                media={post.cover}
                sizes="(min-width: 1024px) 500px, (min-width: 768px) 90vw, 100vw"
                eager
                className="h-auto w-full rounded-2xl shadow-lg"
              />
            ) : null}
          </Container>
        </header>
        <Container className="py-14">
          <PostBody body={post.body} className="prose text-lg" />
          {post.tags?.length ? (
            <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((t) => (
                <li key={t} className="rounded-full bg-sand px-3 py-1 text-sm">
                  {t}
                </li>
              ))}
            </ul>
          ) : null}
        </Container>
      </article>
      <CallToAction settings={settings} />
      <JsonLd
        items={[
          blogPosting(post, settings),
          breadcrumbs([
            { name: 'Home', path: '/' },
            { name: 'Blogs', path: '/blogs' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
    </PageShell>
  )
}
