import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/layout/PageShell'
import { documentTag } from '@/publish/changes'
import { pageTags } from '@/publish/live/page-tags'
import { getCaseStudy, getPage, getPageSlugs, getCaseStudies, getSettings, type Preview } from '@/lib/content'
import { previewing } from '@/lib/content/preview'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'
import { breadcrumbs, organization } from '@/lib/seo/structured-data'
import { CaseStudyDetail } from '@/sections/CaseStudyDetail'
import { RenderPage } from '@/sections/RenderPage'
import { ApplySection } from '@/sections/ApplySection'
import { APPLICATION_PAGES } from '@/forms/definitions'

/** SPEC.md section 2; more than one segment matches no route at all. */
type Props = { params: Promise<{ slug: string }> }

export const revalidate = 86400

export async function generateStaticParams() {
  const [pages, studies] = await Promise.all([getPageSlugs(), getCaseStudies()])
  return [
    ...pages.filter((p) => p.slug !== 'home' && !p.slug.startsWith('category-')).map((p) => p.slug),
    ...studies.map((s) => s.slug),
  ].map((slug) => ({ slug }))
}

/** A slug that is not in the (cached) lists is never looked up one by one, so no cache entry is written for it. */
async function resolve(encoded: string, preview?: Preview) {
  const slug = decodeURIComponent(encoded)
  if (slug === 'home' || slug.startsWith('category-')) return null
  if (preview) {
    // An editor's preview: the latest draft, published or not.
    const page = await getPage(slug, preview)
    if (page) return { kind: 'page', page } as const
    const study = await getCaseStudy(slug, preview)
    return study ? ({ kind: 'study', study } as const) : null
  }
  const [pages, studies] = await Promise.all([getPageSlugs(), getCaseStudies()])
  if (pages.some((p) => p.slug === slug)) {
    const page = await getPage(slug)
    return page ? ({ kind: 'page', page } as const) : null
  }
  if (!studies.some((s) => s.slug === slug)) return null
  const study = await getCaseStudy(slug)
  return study ? ({ kind: 'study', study } as const) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve((await params).slug)
  if (!found) return { title: 'This page could not be found', robots: { index: false } }
  const settings = await getSettings()
  if (found.kind === 'page')
    return buildMetadata(
      {
        ...found.page,
        description: found.page.shortDescription,
        path: found.page.href,
        image: { kind: 'page', slug: found.page.slug },
      },
      settings,
    )
  const s = found.study
  return buildMetadata(
    {
      title: s.title,
      description: s.summary,
      path: `/${s.slug}`,
      keywords: [s.industry, ...(s.services ?? [])],
      type: 'article',
      publishedTime: s.publishedAt,
      image: { kind: 'case-study', slug: s.slug },
    },
    settings,
  )
}

export default async function ContentPage({ params }: Props) {
  const found = await resolve((await params).slug, await previewing())
  if (!found) notFound()
  if (found.kind === 'study') {
    return (
      <PageShell live={[documentTag('caseStudies', found.study.slug)]}>
        <CaseStudyDetail study={found.study} settings={await getSettings()} />
        <JsonLd
          items={[
            breadcrumbs([
              { name: 'Home', path: '/' },
              { name: 'Case studies', path: '/case-studies' },
              { name: found.study.title, path: `/${found.study.slug}` },
            ]),
          ]}
        />
      </PageShell>
    )
  }
  const settings = await getSettings()
  const crumbs = breadcrumbs([
    { name: 'Home', path: '/' },
    { name: found.page.name, path: found.page.href },
  ])
  return (
    <PageShell headerType={found.page.headerType} live={pageTags(found.page)}>
      <RenderPage page={found.page} settings={settings} />
      {APPLICATION_PAGES.some((p) => p === found.page.slug) ? (
        <ApplySection
          position={found.page.slug}
          title={found.page.name}
          page={found.page.href}
          email={settings.careersEmail ?? settings.email}
        />
      ) : null}
      <JsonLd items={found.page.slug === 'contact-us' ? [organization(settings), crumbs] : [crumbs]} />
    </PageShell>
  )
}
