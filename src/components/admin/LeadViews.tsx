import { redirect } from 'next/navigation'

import { leadViews, viewUrl } from '@/staff/lead-views'

type Props = { collection: string; user?: { id: string | number } | null; searchParams?: Record<string, unknown> }

/**
 * Above a workflow lead list (src/leads/workflow.ts): links to its views (src/staff/lead-views.ts), the current one
 * marked. A view is named in the address (`?view=`) and applied by the list's baseFilter, so the filter builder stays
 * closed until asked for and holds only what is built on top of the view. A list opened without any view, filter or
 * search goes to the first view.
 */
export function LeadViews({ collection, user, searchParams }: Props) {
  if (!user) return null
  const views = leadViews(user.id)
  const params = searchParams ?? {}
  // Next.js hands the query over flat: where[and][0][status][equals] is a key of its own.
  const filtered = Object.keys(params).some((k) => k === 'search' || k === 'view' || k.startsWith('where'))
  if (!filtered) redirect(viewUrl(collection, views[0].key))
  return (
    <div className="ng-lead-tools">
      <nav aria-label="Views of this list" className="ng-lead-views">
        <ul>
          {views.map((view) => {
            const selected = params.view === view.key
            return (
              <li key={view.key}>
                <a
                  href={viewUrl(collection, view.key)}
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
