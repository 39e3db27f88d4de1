import { redirect } from 'next/navigation'
import type { Where } from 'payload'

import { listUrl, whereQuery } from '@/staff/dashboard'
import { leadViews, viewShape } from '@/staff/lead-views'

type Props = { collection: string; user?: { id: string | number } | null; searchParams?: Record<string, unknown> }

/**
 * Above a workflow lead list (src/leads/workflow.ts): links to its views (src/staff/lead-views.ts), the current one
 * marked. A list opened without any filter or search goes to the first view.
 */
export function LeadViews({ collection, user, searchParams }: Props) {
  if (!user) return null
  const views = leadViews(user.id)
  const params = searchParams ?? {}
  // Next.js hands the query over flat: where[and][0][status][equals] is a key of its own.
  const filtered = Object.keys(params).some((k) => k === 'search' || k.startsWith('where'))
  if (!filtered) redirect(listUrl(collection, views[0].where))
  const currentWhere = Object.entries(params)
    .flatMap(([k, v]) => {
      // Already parsed by qs (a nested object): the same `where` the list reads.
      if (k === 'where' && v && typeof v === 'object') return whereQuery(v as Where).split('&')
      return k.startsWith('where') && typeof v === 'string' ? [`${encodeURIComponent(k)}=${encodeURIComponent(v)}`] : []
    })
    .join('&')
  const current = viewShape(currentWhere)
  return (
    <div className="ng-lead-tools">
      <nav aria-label="Views of this list" className="ng-lead-views">
        <ul>
          {views.map((view) => {
            const href = listUrl(collection, view.where)
            const selected = viewShape(href.split('?')[1] ?? '') === current
            return (
              <li key={view.key}>
                <a
                  href={href}
                  aria-current={selected ? 'page' : undefined}
                  className={selected ? 'ng-lead-views__current' : undefined}
                >
                  {view.label}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
