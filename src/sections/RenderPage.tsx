import type { ComponentType } from 'react'

import { buildSections, getCaseStudies, getJobs, getPage, getPosts } from '@/lib/content'
import type { PageView, Section, SectionKind, Settings } from '@/lib/content/types'
import { toPlainText } from '@/lib/html'
import { Address } from './Address/Component'
import { Awards } from './Awards/Component'
import { Banner } from './Banner/Component'
import { CallToAction } from './CallToAction/Component'
import { Cards } from './Cards/Component'
import { CaseStudyList } from './CaseStudyList/Component'
import { Clients } from './Clients/Component'
import { CoreValues } from './CoreValues/Component'
import { FormSection } from './FormSection'
import { JobList } from './JobList/Component'
import { Partners } from './Partners/Component'
import { PostList } from './PostList/Component'
import { Prose } from './Prose/Component'
import { Reviews } from './Reviews/Component'
import type { SectionProps } from './shared'
import { Services } from './Services/Component'
import { Technologies } from './Technologies/Component'
import { Works } from './Works/Component'

/** One renderer per section kind (ARCHITECTURE.md: one registry maps the type to its component). */
const REGISTRY: Record<Exclude<SectionKind, 'address'>, ComponentType<SectionProps>> = {
  cards: Cards,
  services: Services,
  clients: Clients,
  partners: Partners,
  technologies: Technologies,
  works: Works,
  coreValues: CoreValues,
  reviews: Reviews,
  awards: Awards,
  prose: Prose,
}

function RenderSection({ section, tone, settings }: { section: Section; tone: 'white' | 'sand'; settings: Settings }) {
  if (section.kind === 'address') return <Address section={section} tone={tone} settings={settings} />
  const Component = REGISTRY[section.kind]
  return <Component section={section} tone={tone} />
}

/** A content page: banner, its sections in the editor's order, its listing, Our Insights, its form, and the closing call to action. */
export async function RenderPage({ page, settings }: { page: PageView; settings: Settings }) {
  const sections = buildSections(page)
  const [posts, studies, jobs] = await Promise.all([
    page.listing === 'posts' || page.blogsTitle ? getPosts() : Promise.resolve([]),
    page.listing === 'caseStudies' ? getCaseStudies() : Promise.resolve([]),
    page.listing === 'jobs' ? getJobs() : Promise.resolve([]),
  ])
  const serviceOptions = page.form === 'quote' ? await serviceNames() : []
  let proseRun = 0
  return (
    <>
      <Banner
        seed={page.slug}
        title={page.bannerTitle ?? page.title}
        description={page.bannerDescription}
        ctaHref={page.bannerUrl}
        ctaLabel={page.bannerCta}
        links={page.pagesRef}
      />
      {page.listing === 'posts' ? <PostList posts={posts} /> : null}
      {page.listing === 'caseStudies' ? <CaseStudyList studies={studies} /> : null}
      {page.listing === 'jobs' ? <JobList jobs={jobs} title="Open positions" /> : null}
      {sections.map((section, i) => {
        // Alternate backgrounds between sections; consecutive prose blocks read as one document.
        const tone = section.kind === 'prose' ? 'white' : (i - proseRun) % 2 === 0 ? 'white' : 'sand'
        if (section.kind === 'prose') proseRun++
        return <RenderSection key={section.key} section={section} tone={tone} settings={settings} />
      })}
      {page.blogsTitle && page.listing !== 'posts' ? (
        <PostList posts={posts.slice(0, 3)} title={page.blogsTitle} description={page.blogsDescription} tone="sand" />
      ) : null}
      {page.form ? <FormSection kind={page.form} title={page.formTitle} description={page.formDescription} serviceOptions={serviceOptions} page={page.href} /> : null}
      {page.bannerUrl && !page.form ? <CallToAction settings={settings} /> : null}
    </>
  )
}

async function serviceNames(): Promise<string[]> {
  const services = await getPage('services')
  return (services?.pageContents ?? []).filter((c) => c.type === 'Services').map((c) => toPlainText(c.title))
}
