import { tz, TZDate } from '@date-fns/tz'
import { format, isWeekend, startOfDay, startOfWeek, subDays, subWeeks } from 'date-fns'

/** A test hands the real code a clock it moves itself, so a schedule of minutes is checked in milliseconds. */
export type Clock = { now(): number }

export const systemClock: Clock = { now: () => Date.now() }

/**
 * The agency's one clock is New York's: staff read and set every time there, and "today", "this week" and "one
 * business day" are counted there.
 */
export const OFFICE_TIME_ZONE = 'America/New_York'
/** Said once on each staff view that shows times. */
export const OFFICE_CLOCK_LABEL = 'All times New York (ET)'

const office = tz(OFFICE_TIME_ZONE)
type Instant = Date | number | string

const instant = (at: Instant): Date => (at instanceof Date ? at : new Date(at))
const plain = (at: Date): Date => new Date(at.getTime())

/** The instant as New York's wall clock reads it (date-fns computes in that zone, days changing clocks included). */
export const inOffice = (at: Instant): TZDate => new TZDate(instant(at).getTime(), OFFICE_TIME_ZONE)

/** Midnight at the office on the day `at` falls on. */
export const startOfOfficeDay = (at: Instant): Date => plain(startOfDay(instant(at), { in: office }))

/** Monday 00:00 at the office of the week `at` falls in, and `count - 1` weeks back: one per week, oldest first. */
export function officeWeekStarts(at: Instant, count: number): Date[] {
  const monday = startOfWeek(instant(at), { weekStartsOn: 1, in: office })
  return Array.from({ length: count }, (_, i) => plain(subWeeks(monday, count - 1 - i)))
}

/** The same wall-clock time at the office one week before (23 or 25 hours apart from 168 when clocks change). */
export const aWeekBefore = (at: Instant): Date => plain(subWeeks(inOffice(at), 1))

/** The same time on the previous weekday at the office (Monday 10:00 -> Friday 10:00). */
export function businessDayBefore(at: Instant): Date {
  let day = subDays(inOffice(at), 1)
  while (isWeekend(day)) day = subDays(day, 1)
  return plain(day)
}

/** "Nov 28, 2026, 10:00 PM": a staff view's date and time, New York's. */
export const officeDateTime = (at: Instant): string => format(instant(at), 'MMM d, yyyy, h:mm a', { in: office })

/** "10:00 PM" */
export const officeTime = (at: Instant): string => format(instant(at), 'h:mm a', { in: office })

/** "Nov 23" */
export const officeDay = (at: Instant): string => format(instant(at), 'MMM d', { in: office })

/** "2026-11-28T22:00:00-05:00": New York's time with its offset, as a CSV or a machine reads it. */
export const officeIso = (at: Instant): string => format(instant(at), "yyyy-MM-dd'T'HH:mm:ssxxx", { in: office })
