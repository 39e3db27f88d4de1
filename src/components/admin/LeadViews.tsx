import { redirect } from 'next/navigation'
import type { Where } from 'payload'

import { listUrl, whereQuery } from '@/staff/dashboard'
import { MarkSpamButton } from './MarkSpamButton'

type Props = { collection: string; user?: { id: string | number } | null; searchParams?: Record<string, unknown> }

/** The saved views of a lead list, by name: the list opens on "New: mine or unassigned". */
export function leadViews(userId: string | number): { key: string; label: string; where: Where }[] {
  return [
    {
      key: 'new-mine-unassigned',
      label: 'New: mine or unassigned',
      // The list's filter builder reads only an `or` of `and`s; an `or` nested in an `and` it rejects (a console
      // warning on every open) and shows no filter.
      where: {
        or: [
          { and: [{ status: { equals: 'new' } }, { owner: { equals: userId } }] },
          { and: [{ status: { equals: 'new' } }, { owner: { exists: false } }] },
        ],
      },
    },
    {
      key: 'new-mine',
      label: 'New and mine',
      where: { and: [{ status: { equals: 'new' } }, { owner: { equals: userId } }] },
    },
    {
      key: 'new-unassigned',
      label: 'New and unassigned',
      where: { and: [{ status: { equals: 'new' } }, { owner: { exists: false } }] },
    },
    { key: 'all', label: 'All but spam', where: { status: { not_equals: 'spam' } } },
    { key: 'spam', label: 'Spam', where: { status: { equals: 'spam' } } },
  ]
}

/**
 * Above a workflow lead list (src/leads/workflow.ts): links to its views, the current one
 * marked, and the one-click "Mark as spam" for the rows selected. A list opened without any
 * filter or search goes to the first view.
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
    .sort()
    .join('&')
  return (
    <div className="ng-lead-tools">
      <nav aria-label="Views of this list" className="ng-lead-views">
        <ul>
          {views.map((view) => {
            const href = listUrl(collection, view.where)
            const selected = href.split('?')[1]?.split('&').sort().join('&') === currentWhere
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
      <MarkSpamButton collection={collection} />
    </div>
  )
}
