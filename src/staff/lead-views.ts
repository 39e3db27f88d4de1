import type { Where } from 'payload'

import { businessDayBefore, startOfOfficeDay } from '@/lib/clock'

/** The office's day and business day are New York's (src/lib/clock.ts). */
export { businessDayBefore, OFFICE_TIME_ZONE, startOfOfficeDay } from '@/lib/clock'

export type LeadView = { key: string; label: string; where: Where }

/**
 * The saved views of a workflow lead list, by name; the list opens on the first. Spam stays out of those that do not
 * filter by status (the collection's baseFilter). The list's filter builder reads only an `or` of `and`s: an `or`
 * nested in an `and` it rejects (a console warning on every open) and shows no filter.
 */
export function leadViews(userId: string | number, now: Date = new Date()): LeadView[] {
  return [
    {
      key: 'new-mine-unassigned',
      label: 'New: mine or unassigned',
      where: {
        or: [
          { and: [{ status: { equals: 'new' } }, { owner: { equals: userId } }] },
          { and: [{ status: { equals: 'new' } }, { owner: { exists: false } }] },
        ],
      },
    },
    {
      key: 'today',
      label: 'Today',
      where: { and: [{ createdAt: { greater_than_equal: startOfOfficeDay(now).toISOString() } }] },
    },
    { key: 'mine', label: 'Mine', where: { and: [{ owner: { equals: userId } }] } },
    {
      key: 'unanswered',
      label: 'Unanswered past a business day',
      where: {
        and: [{ status: { equals: 'new' } }, { createdAt: { less_than: businessDayBefore(now).toISOString() } }],
      },
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
 * The view a list's `view` parameter names, for the signed-in person and the time of the request; none for a missing
 * or unknown key. The lists carry the view's name rather than its filter, so a list opens on its rows: Payload opens
 * the filter builder whenever the address carries a filter it can show.
 */
export function viewNamed(key: unknown, userId: string | number, now: Date = new Date()): LeadView | undefined {
  return typeof key === 'string' ? leadViews(userId, now).find((view) => view.key === key) : undefined
}

/** A lead list opened on one of its views. */
export const viewUrl = (collection: string, key: string): string =>
  `/build/collections/${collection}?view=${encodeURIComponent(key)}`
