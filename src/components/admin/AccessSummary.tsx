import type { Payload } from 'payload'

import { hasRole } from '@/access'
import type { User } from '@/payload-types'
import { accessCounts } from '@/staff/access-counts'

type Props = { payload: Payload; user?: User | null }

/** For admins, in the staff dashboard: how often visitors' data was opened, each count a link to its records. */
export async function AccessSummary({ payload, user }: Props) {
  if (!user || !hasRole(user, 'admin')) return null
  const figures = await accessCounts(payload)
  return (
    <section aria-labelledby="ng-access" className="ng-section" data-testid="access-summary">
      <h2 id="ng-access">Who read visitors&rsquo; data</h2>
      <ul className="ng-figures" aria-label="Access records">
        {figures.map((f) => (
          <li key={f.href}>
            <a className="ng-figure" href={f.href}>
              <span className="ng-figure__count" data-testid="figure-count">
                {f.count}
              </span>
              <span className="ng-figure__label">{f.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
