import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/layout/PageShell'
import { getCaseStudy, getPage, getPageSlugs, getCaseStudies, getSettings } from '@/lib/content'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'
import { breadcrumbs, organization } from '@/lib/seo/structured-data'
import { CaseStudyDetail } from '@/sections/CaseStudyDetail'
import { RenderPage } from '@/sections/RenderPage'

/** /{id}: any content page by slug, or a case study (SPEC.md section 2). More than one segment is not a page. */
type Props = { params: Promise<{ path: string[] }> }

export const revalidate = 86400

export async function generateStaticParams() {
  const [pages, studies] = await Promise.all([getPageSlugs(), getCaseStudies()])
  return [...pages.filter((p) => p.slug !== 'home' && !p.slug.startsWith('category-')).map((p) => p.slug), ...studies.map((s) => s.slug)].map((slug) => ({ path: [slug] }))
}

async function resolve(path: string[]) {
  if (path.length !== 1) return null
  const slug = decodeURIComponent(path[0]!)
  // Home lives at / and category pages at /category/{name}.
  if (slug === 'home' || slug.startsWith('category-')) return null
  const page = await getPage(slug)
  if (page) return { kind: 'page', page } as const
  const study = await getCaseStudy(slug)
  return study ? ({ kind: 'study', study } as const) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve((await params).path)
  if (!found) return { title: 'This page could not be found', robots: { index: false } }
  const settings = await getSettings()
  if (found.kind === 'page') return buildMetadata({ ...found.page, description: found.page.shortDescription, path: found.page.href, image: { kind: 'page', slug: found.page.slug } }, settings)
  const s = found.study
  return buildMetadata({ title: s.title, description: s.summary, path: `/${s.slug}`, keywords: [s.industry, ...(s.services ?? [])], type: 'article', publishedTime: s.publishedAt, image: { kind: 'case-study', slug: s.slug } }, settings)
}

export default async function ContentPage({ params }: Props) {
  const found = await resolve((await params).path)
  if (!found) notFound()
  if (found.kind === 'study') {
    return (
      <PageShell>
        <CaseStudyDetail study={found.study} settings={await getSettings()} />
        <JsonLd items={[breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Case studies', path: '/case-studies' }, { name: found.study.title, path: `/${found.study.slug}` }])]} />
      </PageShell>
    )
  }
  const settings = await getSettings()
  const crumbs = breadcrumbs([{ name: 'Home', path: '/' }, { name: found.page.name, path: found.page.href }])
  return (
    <PageShell headerType={found.page.headerType}>
      <RenderPage page={found.page} settings={settings} />
      <JsonLd items={found.page.slug === 'contact-us' ? [organization(settings), crumbs] : [crumbs]} />
    </PageShell>
  )
}
