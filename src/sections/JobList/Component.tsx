import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import { EMPLOYMENT_LABELS, WORKPLACE_LABELS, formatSalary } from '@/lib/format'
import type { Job } from '@/lib/content/types'

/** Full-time roles first, then part-time, contract and internships, each group in the order the CMS gives. */
const EMPLOYMENT_ORDER = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']
const rank = (job: Job) => {
  const at = EMPLOYMENT_ORDER.indexOf(job.employmentType)
  return at === -1 ? EMPLOYMENT_ORDER.length : at
}

type Also = { bannerTitle?: string | null; bannerAlt?: string | null; bannerUrl?: string | null }

/**
 * The page's open roles with what each pays (the job page says the same), and below them the page's other ways in
 * (its banner links, such as the internship), so the full-time roles come first.
 */
export function JobList({ jobs, title, also = [] }: { jobs: Job[]; title: string; also?: Also[] | null }) {
  const sorted = jobs.map((job, i) => ({ job, i })).sort((a, b) => rank(a.job) - rank(b.job) || a.i - b.i)
  const more = (also ?? []).filter((l) => l.bannerUrl && l.bannerTitle)
  return (
    <section id="open-positions" className="scroll-mt-20 bg-white py-12 md:py-20" aria-labelledby="jobs-title">
      <Container>
        <h2 id="jobs-title" className="mb-8 text-h2 font-semibold tracking-tight">
          {title}
        </h2>
        <ul className="divide-y divide-ink/10 border-y border-ink/10">
          {sorted.map(({ job }) => {
            const salary = formatSalary(job.salaryMin, job.salaryMax)
            return (
              <li
                key={job.id}
                data-job={job.slug}
                className="group relative flex flex-col gap-1 py-4 md:flex-row md:items-center md:justify-between md:gap-6 md:py-6"
              >
                <div>
                  <h3 className="text-h3 font-semibold">
                    <Link
                      href={`/job/${job.slug}`}
                      className="after:absolute after:inset-0 group-hover:text-accent-strong"
                    >
                      {job.title}
                    </Link>
                  </h3>
                  {/* On a phone the titles and facts: the list stays short enough to show the work below it. */}
                  <p className="mt-1 hidden text-ink-muted sm:block">{job.summary}</p>
                </div>
                <div className="shrink-0 text-sm md:text-right">
                  {salary ? (
                    <p className="font-semibold text-ink" data-salary="">
                      {salary}
                    </p>
                  ) : null}
                  <p className="font-medium text-ink-muted">
                    {job.department}
                    <span className="mark-dot" />
                    {EMPLOYMENT_LABELS[job.employmentType]}
                    <span className="mark-dot" />
                    {WORKPLACE_LABELS[job.location.workplace]}, {job.location.city}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
        {more.length ? (
          <ul className={`mt-8 grid gap-4 ${more.length > 1 ? 'sm:grid-cols-2' : ''}`}>
            {more.map((l) => (
              <li key={l.bannerUrl}>
                <Link
                  href={l.bannerUrl ?? ''}
                  className="group block h-full rounded-2xl border border-ink/10 bg-sand p-5 hover:border-accent"
                >
                  <span className="block font-semibold text-ink group-hover:text-accent-strong">
                    <span className="mark-arrow-after">{l.bannerTitle}</span>
                  </span>
                  {l.bannerAlt ? <span className="mt-1 block text-sm text-ink-muted">{l.bannerAlt}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}
