import { buildSections, getCaseStudies, getJobs, getPage, getPosts } from '@/lib/content'
import type { PageView, Section, Settings } from '@/lib/content/types'
import { APPLICATION_PAGES } from '@/forms/definitions'
import { toPlainText } from '@/lib/html'
import { Banner } from './Banner/Component'
import { CallToAction } from './CallToAction/Component'
import { CaseStudyList } from './CaseStudyList/Component'
import type { Draw, Tone } from './define'
import { FORM_FIRST, FormFirst } from './FormFirst'
import { FormSection } from './FormSection'
import { JobList } from './JobList/Component'
import { PostList } from './PostList/Component'
import { PROSE, sectionFor } from './registry'

const draw: Draw = (Component, props) => <Component {...props} />

async function RenderSection({ section, tone, settings }: { section: Section; tone: Tone; settings: Settings }) {
  const definition = section.type === null ? PROSE : sectionFor(section.type)
  return definition.render(section, { tone, settings }, draw)
}

export async function RenderPage({ page, settings }: { page: PageView; settings: Settings }) {
  const sections = buildSections(page)
  const [posts, studies, jobs] = await Promise.all([
    page.listing === 'posts' || page.blogsTitle ? getPosts() : Promise.resolve([]),
    page.listing === 'caseStudies' || page.listing === 'featuredCaseStudies' ? getCaseStudies() : Promise.resolve([]),
    page.listing === 'jobs' ? getJobs() : Promise.resolve([]),
  ])
  const serviceOptions = page.form === 'quote' ? await serviceNames() : []
  let proseRun = 0
  const formFirst = page.form && FORM_FIRST.get(page.slug) === page.form ? page.form : null
  // On a form-first page, what happens next stands beside the form instead of below it.
  const next = formFirst ? sections.filter((s) => s.type === 'Summary') : []
  const rest = formFirst ? sections.filter((s) => s.type !== 'Summary') : sections
  return (
    <>
      {formFirst ? (
        <FormFirst
          kind={formFirst}
          title={page.bannerTitle ?? page.title}
          description={page.bannerDescription}
          serviceOptions={serviceOptions}
          page={page.href}
          next={next.flatMap((s) => s.items)}
          settings={settings}
          prices={page.showPriceGuide === true}
        />
      ) : (
        <Banner
          seed={page.slug}
          picture={page.bannerImage}
          title={page.bannerTitle ?? page.title}
          description={page.bannerDescription}
          ctaHref={page.bannerUrl}
          ctaLabel={page.bannerCta}
          // On the careers list its links (the internship) follow the open roles, which come first.
          links={page.listing === 'jobs' ? null : page.pagesRef}
        />
      )}
      {page.listing === 'posts' ? <PostList posts={posts} /> : null}
      {page.listing === 'caseStudies' ? (
        // A category's page indexes the studies /case-studies tells in full: each summary is said there.
        <CaseStudyList studies={studies} summaries={!page.slug.startsWith('category-')} />
      ) : null}
      {page.listing === 'featuredCaseStudies' ? (
        <CaseStudyList
          studies={studies.filter((s) => s.featured).slice(0, 3)}
          title="Work we delivered"
          description="Stores, sites and portals we built, and what changed for the business."
          more={{ href: '/case-studies', label: 'All case studies' }}
          tone="sand"
          summaries={false}
        />
      ) : null}
      {page.listing === 'jobs' ? <JobList jobs={jobs} title="Open positions" also={page.pagesRef} /> : null}
      {rest.map((section, i) => {
        // Alternate backgrounds between sections; consecutive prose blocks read as one document.
        const tone = section.kind === PROSE.name ? 'white' : (i - proseRun) % 2 === 0 ? 'white' : 'sand'
        if (section.kind === PROSE.name) proseRun++
        return <RenderSection key={section.key} section={section} tone={tone} settings={settings} />
      })}
      {page.blogsTitle && page.listing !== 'posts' ? (
        <PostList posts={posts.slice(0, 3)} title={page.blogsTitle} description={page.blogsDescription} tone="sand" />
      ) : null}
      {page.form && !formFirst ? (
        <FormSection
          kind={page.form}
          title={page.formTitle}
          description={page.formDescription}
          serviceOptions={serviceOptions}
          page={page.href}
        />
      ) : null}
      {page.bannerUrl && !page.form && !careersPage(page) ? (
        <CallToAction settings={settings} prices={page.showPriceGuide === true} />
      ) : null}
    </>
  )
}

/** The careers pages speak to applicants: no band asking them for a quote. */
const careersPage = (page: PageView) => page.listing === 'jobs' || APPLICATION_PAGES.some((slug) => slug === page.slug)

async function serviceNames(): Promise<string[]> {
  const services = await getPage('services')
  return (services?.pageContents ?? []).filter((c) => c.type === 'Services').map((c) => toPlainText(c.title))
}
