import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import { EMPLOYMENT_LABELS, WORKPLACE_LABELS } from '@/lib/format'
import type { Job } from '@/lib/content/types'

export function JobList({ jobs, title }: { jobs: Job[]; title: string }) {
  return (
    <section className="bg-white py-12 md:py-20" aria-labelledby="jobs-title">
      <Container>
        <h2 id="jobs-title" className="mb-8 text-h2 font-semibold tracking-tight">
          {title}
        </h2>
        <ul className="divide-y divide-ink/10 border-y border-ink/10">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="group relative flex flex-col gap-1 py-4 md:flex-row md:items-center md:justify-between md:gap-2 md:py-6"
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
              <p className="shrink-0 text-sm font-medium text-ink-muted md:text-right">
                {job.department}
                <span className="mark-dot" />
                {EMPLOYMENT_LABELS[job.employmentType]}
                <span className="mark-dot" />
                {WORKPLACE_LABELS[job.location.workplace]}, {job.location.city}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
