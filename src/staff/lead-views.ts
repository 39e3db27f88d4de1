import type { Where } from 'payload'

/** The agency's working day is New York's: "today" and "one business day" are counted there. */
export const OFFICE_TIME_ZONE = 'America/New_York'

const DAY_MS = 24 * 60 * 60 * 1000

/** The wall-clock parts of an instant in the office's time zone. */
function officeParts(at: Date): { year: number; month: number; day: number; weekday: string; offsetMs: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: OFFICE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  return {
    year: +parts.year,
    month: +parts.month,
    day: +parts.day,
    weekday: parts.weekday,
    offsetMs: wall - Math.floor(at.getTime() / 1000) * 1000,
  }
}

/** Midnight at the office on the day `now` falls on, as an instant. */
export function startOfOfficeDay(now: Date): Date {
  const { year, month, day, offsetMs } = officeParts(now)
  const guess = Date.UTC(year, month - 1, day) - offsetMs
  // The offset at midnight differs from now's on the days clocks change.
  return new Date(Date.UTC(year, month - 1, day) - officeParts(new Date(guess)).offsetMs)
}

const isWeekend = (at: Date) => ['Sat', 'Sun'].includes(officeParts(at).weekday)

/**
 * One business day before `now`: the same time on the previous weekday at the office (Monday 10:00 -> Friday 10:00).
 * A lead that came in before it and is still new has waited longer than the promised business day.
 */
export function businessDayBefore(now: Date): Date {
  let at = new Date(now.getTime() - DAY_MS)
  while (isWeekend(at)) at = new Date(at.getTime() - DAY_MS)
  return at
}

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
