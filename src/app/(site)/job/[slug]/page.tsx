import type { Metadata } from 'next'
import Link from '@/components/ui/Link'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/layout/PageShell'
import { documentTag } from '@/publish/changes'
import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import { getJob, getJobs, getSettings, type Preview } from '@/lib/content'
import { previewing } from '@/lib/content/preview'
import { EMPLOYMENT_LABELS, WORKPLACE_LABELS, formatDate, formatSalary } from '@/lib/format'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'
import { breadcrumbs, jobPosting } from '@/lib/seo/structured-data'
import { ApplySection } from '@/sections/ApplySection'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 86400

export async function generateStaticParams() {
  return (await getJobs()).map((j) => ({ slug: j.slug }))
}

/** A job by slug: unknown slugs are never looked up one by one, so a miss writes no cache entry. */
async function findJob(slug: string, preview?: Preview) {
  if (preview) return getJob(slug, preview)
  return (await getJobs()).some((j) => j.slug === slug) ? getJob(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await findJob((await params).slug)
  if (!job) return { title: 'This page could not be found', robots: { index: false } }
  return buildMetadata(
    {
      title: `${job.title} job in ${job.location.city}`,
      description: job.summary,
      path: `/job/${job.slug}`,
      keywords: [job.title, job.department, 'jobs', job.location.city],
      image: { kind: 'job', slug: job.slug },
    },
    await getSettings(),
  )
}

function List({ title, items }: { title: string; items?: string[] | null }) {
  if (!items?.length) return null
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="text-h3 font-semibold">{title}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-muted">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  )
}

export default async function JobPage({ params }: Props) {
  const [job, settings] = await Promise.all([findJob((await params).slug, await previewing()), getSettings()])
  if (!job) notFound()
  const salary = formatSalary(job.salaryMin, job.salaryMax)
  const apply = settings.careersEmail ?? settings.email
  return (
    <PageShell live={[documentTag('jobs', job.slug)]}>
      <article>
        <header className="bg-sand py-14 md:py-20">
          <Container>
            <p className="text-sm">
              <Link href="/jobs" className="mark-arrow-before underline">
                All open positions
              </Link>
            </p>
            <h1 id="page-title" className="mt-4 text-display font-semibold tracking-tight">
              {job.title}
            </h1>
            <p className="mt-5 max-w-3xl text-lg text-ink-muted">{job.summary}</p>
            <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 text-sm md:grid-cols-4">
              <div>
                <dt className="font-semibold">Team</dt>
                <dd className="text-ink-muted">{job.department}</dd>
              </div>
              <div>
                <dt className="font-semibold">Type</dt>
                <dd className="text-ink-muted">{EMPLOYMENT_LABELS[job.employmentType]}</dd>
              </div>
              <div>
                <dt className="font-semibold">Location</dt>
                <dd className="text-ink-muted">
                  {WORKPLACE_LABELS[job.location.workplace]}, {job.location.city}, {job.location.region}
                </dd>
              </div>
              {salary ? (
                <div>
                  <dt className="font-semibold">Salary</dt>
                  <dd className="text-ink-muted">{salary}</dd>
                </div>
              ) : null}
            </dl>
            {/* Below lg the card with "Apply now" follows the whole description: a phone gets the action here too. */}
            <a
              href="#apply"
              className="mt-8 inline-flex min-h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-ink/90 lg:hidden"
            >
              Apply now
            </a>
          </Container>
        </header>
        <Container className="grid gap-12 py-14 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <Html html={job.description} className="prose text-lg" />
            <List title="What you will do" items={job.responsibilities} />
            <List title="What you bring" items={job.requirements} />
            <List title="Nice to have" items={job.niceToHave} />
            <List title="What we offer" items={job.benefits} />
          </div>
          <aside className="h-fit rounded-2xl bg-ink p-7 text-white" aria-labelledby="apply-title">
            <h2 id="apply-title" className="text-h3 font-semibold">
              Apply for this role
            </h2>
            <p className="mt-3 text-white/85">
              A CV and a few lines on your work, in the form below: about five minutes.
            </p>
            <a
              href="#apply"
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-white px-6 text-sm font-semibold text-ink hover:bg-sand"
            >
              Apply now
            </a>
            <p className="mt-6 text-sm text-white/75">
              Posted <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time>
              <span className="mark-dot" />
              open until <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>
            </p>
          </aside>
        </Container>
      </article>
      <ApplySection
        position={job.slug}
        title={job.title}
        page={`/job/${job.slug}`}
        email={apply}
        requiresPortfolio={job.requiresPortfolio === true}
      />
      <JsonLd
        items={[
          jobPosting(job, settings),
          breadcrumbs([
            { name: 'Home', path: '/' },
            { name: 'Careers', path: '/jobs' },
            { name: job.title, path: `/job/${job.slug}` },
          ]),
        ]}
      />
    </PageShell>
  )
}
