import { and, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import { canEditContent, canHandleLeads } from '@/access'
import { APPLICATION_STAGES } from '@/forms/definitions'
import { hasOrigin } from '@/leads/collections'
import { currentTransport } from '@/leads/delivery/delivery'
import { DIRECT } from '@/leads/origin'
import { isWorkflowCollection, LEAD_STATUSES, nameOf, NOT_SPAM, type WorkflowCollection } from '@/leads/workflow'
import { aWeekBefore, businessDayBefore, officeWeekStarts } from '@/lib/clock'
import { sqlAdapter, tableOf } from '@/lib/db/drizzle'
import { leadViews } from '@/staff/lead-views'

/**
 * The staff dashboard's figures, each with the admin list URL whose filter it counts. Every
 * figure is a count in the database over indexed columns (created_at, delivery_status, status,
 * stage): one grouped query per lead collection for the weeks, one for its delivery health.
 */

export const WEEKS = 12
/** A notification still undelivered this long after the lead arrived is overdue. */
export const OVERDUE_MS = 15 * 60 * 1000
const ADMIN = '/build'

export const DASHBOARD_KINDS = [
  { kind: 'quote', label: 'Quote requests', collection: 'quoteRequests' },
  { kind: 'contact', label: 'Contact messages', collection: 'contactMessages' },
  { kind: 'survey', label: 'Survey answers', collection: 'surveyAnswers' },
  { kind: 'callback', label: 'Callback requests', collection: 'callbackRequests' },
  { kind: 'newsletter', label: 'Newsletter sign-ups', collection: 'newsletterSubscribers' },
  { kind: 'application', label: 'Job applications', collection: 'jobApplications' },
] as const

type KindCollection = (typeof DASHBOARD_KINDS)[number]['collection']
type DeliveryCollection = KindCollection | 'privacyRequests'

/** A `where` as the admin's list reads it from its URL (qs brackets: where[and][0][status][equals]=new). */
export function whereQuery(where: Where): string {
  const parts: string[] = []
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${key}[${i}]`))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`)
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  walk(where, 'where')
  return parts.join('&')
}

export const listUrl = (collection: string, where?: Where) =>
  `${ADMIN}/collections/${collection}${where ? `?${whereQuery(where)}` : ''}`

const withoutSpam = (collection: string, where: Where): Where =>
  isWorkflowCollection(collection) ? { and: [where, NOT_SPAM] } : where

export type Figure = { label: string; count: number; href: string }
export type OriginRow = { label: string; total: number; perKind: Figure[] }
export type KindWeeks = { kind: string; label: string; weeks: number[] }
/** A lead in "Latest leads": its name (else its e-mail), kind, and budget where its form asks for one. */
export type LatestLead = {
  name: string
  kind: string
  /** Whether the lead's form asks for a budget (the quote request's); `budget` is null when not given. */
  asksBudget: boolean
  budget: string | null
  createdAt: string
  href: string
}
/** Won / (won + lost), null while no lead is decided. */
export type WinRate = { won: number; decided: number; rate: number | null }
/** The owner's first screen: all of it over the workflow leads (quote, contact, survey, callback), spam left out. */
export type Overview = {
  kinds: string[]
  /** Still new past one business day (the lead list's "Unanswered past a business day" view), per owner. */
  unanswered: { total: OriginRow; owners: OriginRow[] }
  /** Leads per status, now; the win rate overall and per kind. */
  pipeline: { statuses: OriginRow[]; winRate: WinRate; winRatePerKind: WinRate[] }
  /** Open leads (new, contacted, qualified) per owner, largest first, "Unassigned" among them. */
  workload: OriginRow[]
  latest: LatestLead[]
  /** New leads this week so far against last week to the same moment, and last week in all (weeks: weekStartsOf). */
  weeks: {
    thisWeek: OriginRow
    lastWeekSoFar: OriginRow
    lastWeek: OriginRow
    /** This week so far less last week to the same moment, in all and per kind. */
    change: number
    changePerKind: number[]
  }
}
export type Dashboard = {
  since: string
  weekStarts: string[]
  leads?: {
    overview: Overview
    newSince: Figure[]
    weekly: KindWeeks[]
    /** Not delivered = no transport + failed + overdue; waiting = pending, not yet overdue. */
    delivery: {
      collection: string
      label: string
      notDelivered: Figure
      noTransport: Figure
      failed: Figure
      overdue: Figure
      waiting: Figure
    }[]
    /** No mail transport is configured: nobody is told of a new lead. */
    noTransport: boolean
    stages: Figure[]
    newsletter: Figure[]
    privacyWaiting: Figure
    spamThisWeek: Figure[]
    /** Leads (spam left out) over the WEEKS weeks, by where the visit began: the ORIGIN_ROWS largest of each. */
    origins: { kinds: string[]; sources: OriginRow[]; landingPages: OriginRow[] }
  }
  content?: {
    drafts: Figure[]
    published: { title: string; href: string; updatedAt: string; collection: string }[]
  }
}

// Both adapters' drizzle instances share this query-builder shape; only the driver differs.
type Column = Parameters<typeof gt>[0]
type Table = Record<string, Column>
interface Select {
  select(fields: Record<string, SQL | Column>): {
    from(table: unknown): {
      where(
        w: SQL | undefined,
      ): Promise<Record<string, unknown>[]> & { groupBy(...c: Column[]): Promise<Record<string, unknown>[]> }
    }
  }
}

function database(payload: Payload): { drizzle: Select; table: (slug: string) => Table } {
  const adapter = sqlAdapter(payload)
  return {
    drizzle: adapter.drizzle,
    table: (slug) => {
      const table: Table | undefined = tableOf(adapter, slug)
      if (!table) throw new Error(`[dashboard] no table for ${slug}`)
      return table
    },
  }
}

const num = (v: unknown) => Number(v ?? 0) || 0
const iso = (ms: number) => new Date(ms).toISOString()

/** New since `since`, and per week over the last WEEKS weeks, in one query over created_at. */
async function weeklyCounts(payload: Payload, collection: KindCollection, since: number, weekStarts: number[]) {
  const { drizzle, table } = database(payload)
  const t = table(collection)
  const from = Math.min(since, weekStarts[0])
  const columns: Record<string, SQL> = { fresh: sql`sum(case when ${t.createdAt} > ${iso(since)} then 1 else 0 end)` }
  weekStarts.forEach((start, i) => {
    const end = i + 1 < weekStarts.length ? weekStarts[i + 1] : Number.MAX_SAFE_INTEGER
    columns[`w${i}`] =
      end === Number.MAX_SAFE_INTEGER
        ? sql`sum(case when ${t.createdAt} >= ${iso(start)} then 1 else 0 end)`
        : sql`sum(case when ${t.createdAt} >= ${iso(start)} and ${t.createdAt} < ${iso(end)} then 1 else 0 end)`
  })
  const filter = isWorkflowCollection(collection)
    ? and(gte(t.createdAt, iso(from)), ne(t.status, 'spam'))
    : gte(t.createdAt, iso(from))
  const [row] = await drizzle.select(columns).from(t).where(filter)
  return { fresh: num(row?.fresh), weeks: weekStarts.map((_, i) => num(row?.[`w${i}`])) }
}

/**
 * Delivery health of one collection, in one query over delivery_status: every row not delivered, whatever the
 * reason (no mail transport, failed, overdue), and those still within OVERDUE_MS of arriving. A lead marked spam
 * after it arrived keeps its delivery status but nobody need be told of it: left out, as the list leaves it out.
 */
async function deliveryCounts(payload: Payload, collection: DeliveryCollection, overdueBefore: number) {
  const { drizzle, table } = database(payload)
  const t = table(collection)
  const rows = await drizzle
    .select({
      status: t.deliveryStatus,
      count: sql`count(*)`,
      overdue: sql`sum(case when ${t.createdAt} < ${iso(overdueBefore)} then 1 else 0 end)`,
    })
    .from(t)
    .where(
      and(
        inArray(t.deliveryStatus, ['pending', 'retrying', 'failed', 'no-transport']),
        isWorkflowCollection(collection) ? ne(t.status, 'spam') : undefined,
      ),
    )
    .groupBy(t.deliveryStatus)
  const of = (status: string) => rows.find((r) => r.status === status)
  const pending = num(of('pending')?.count) + num(of('retrying')?.count)
  const overdue = num(of('pending')?.overdue) + num(of('retrying')?.overdue)
  const failed = num(of('failed')?.count)
  const noTransport = num(of('no-transport')?.count)
  return { waiting: pending - overdue, failed, overdue, noTransport, notDelivered: failed + overdue + noTransport }
}

async function groupCounts(payload: Payload, collection: string, column: string, values: readonly string[]) {
  const { drizzle, table } = database(payload)
  const t = table(collection)
  const rows = await drizzle
    .select({ value: t[column], count: sql`count(*)` })
    .from(t)
    .where(inArray(t[column], [...values]))
    .groupBy(t[column])
  return Object.fromEntries(values.map((v) => [v, num(rows.find((r) => r.value === v)?.count)]))
}

export const ORIGIN_ROWS = 10
const ORIGIN_KINDS = DASHBOARD_KINDS.filter((k) => hasOrigin(k.collection))

/** A lead's source as the dashboard names it: its campaign's, else the referring site, else DIRECT. */
function sourceWhere(value: string, kind: 'campaign' | 'referrer' | 'direct'): Where {
  if (kind === 'campaign') return { utmSource: { equals: value } }
  const noCampaign: Where = { utmSource: { exists: false } }
  if (kind === 'referrer') return { and: [noCampaign, { referrer: { equals: value } }] }
  return { and: [noCampaign, { referrer: { exists: false } }] }
}

/** One grouped query per lead collection for each breakdown, joined here into rows across the kinds. */
async function originRows(payload: Payload, from: number, group: 'source' | 'landingPage'): Promise<OriginRow[]> {
  const { drizzle, table } = database(payload)
  type Key = { label: string; where: Where }
  const counts = new Map<string, { key: Key; perKind: number[] }>()
  await Promise.all(
    ORIGIN_KINDS.map(async (k, i) => {
      const t = table(k.collection)
      const since = gte(t.createdAt, iso(from))
      const filter = isWorkflowCollection(k.collection) ? and(since, ne(t.status, 'spam')) : since
      const rows =
        group === 'source'
          ? await drizzle
              .select({ campaign: t.utmSource, referrer: t.referrer, count: sql`count(*)` })
              .from(t)
              .where(filter)
              .groupBy(t.utmSource, t.referrer)
          : await drizzle
              .select({ landing: t.landingPage, count: sql`count(*)` })
              .from(t)
              .where(filter)
              .groupBy(t.landingPage)
      for (const row of rows) {
        const campaign = typeof row.campaign === 'string' ? row.campaign : null
        const referrer = typeof row.referrer === 'string' ? row.referrer : null
        const landing = typeof row.landing === 'string' ? row.landing : null
        const key: Key =
          group === 'landingPage'
            ? landing
              ? { label: landing, where: { landingPage: { equals: landing } } }
              : { label: DIRECT, where: { landingPage: { exists: false } } }
            : campaign
              ? { label: campaign, where: sourceWhere(campaign, 'campaign') }
              : referrer
                ? { label: referrer.replace(/^https?:\/\//, ''), where: sourceWhere(referrer, 'referrer') }
                : { label: DIRECT, where: sourceWhere('', 'direct') }
        const id = JSON.stringify(key.where)
        const entry = counts.get(id) ?? { key, perKind: ORIGIN_KINDS.map(() => 0) }
        entry.perKind[i] += num(row.count)
        counts.set(id, entry)
      }
    }),
  )
  const window: Where = { createdAt: { greater_than_equal: iso(from) } }
  return [...counts.values()]
    .map(({ key, perKind }) => ({
      label: key.label,
      total: perKind.reduce((a, b) => a + b, 0),
      perKind: ORIGIN_KINDS.map((k, i) => ({
        label: k.label,
        count: perKind[i],
        href: listUrl(k.collection, withoutSpam(k.collection, { and: [window, key.where] })),
      })),
    }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label))
    .slice(0, ORIGIN_ROWS)
}

/** Monday 00:00 in New York of the week `now` falls in, and the WEEKS - 1 weeks before it. */
export const weekStartsOf = (now: number): number[] => officeWeekStarts(now, WEEKS).map((d) => d.getTime())

export const LATEST_LEADS = 5
const OPEN_STATUSES = ['new', 'contacted', 'qualified']
const PIPELINE_STATUSES = LEAD_STATUSES.filter((s) => s.value !== 'spam')
type WorkflowKind = Extract<(typeof DASHBOARD_KINDS)[number], { collection: WorkflowCollection }>
const WORKFLOW_KINDS = DASHBOARD_KINDS.filter((k): k is WorkflowKind => isWorkflowCollection(k.collection))
const SINGULAR: Record<WorkflowCollection, string> = {
  quoteRequests: 'Quote request',
  contactMessages: 'Contact message',
  surveyAnswers: 'Survey answer',
  callbackRequests: 'Callback request',
}
const UNASSIGNED = 'Unassigned'

/** Both wheres, one `and` deep: the list's filter builder shows no filter for an `and` inside an `and`. */
const allOf = (...wheres: Where[]): Where => ({
  and: wheres.flatMap((w) => (Object.keys(w).length === 1 && Array.isArray(w.and) ? w.and : [w])),
})
const ownerWhere = (owner: number | string | null): Where =>
  owner === null ? { owner: { exists: false } } : { owner: { equals: owner } }
const winRate = (won: number, lost: number): WinRate => ({
  won,
  decided: won + lost,
  rate: won + lost > 0 ? won / (won + lost) : null,
})

/**
 * One workflow collection's leads (spam left out) grouped by status and owner, in one query: the pipeline and the
 * workload are its counts; the unanswered and the weeks' are sums beside them.
 */
async function workflowCounts(
  payload: Payload,
  collection: WorkflowCollection,
  at: { unansweredBefore: number; thisWeek: number; lastWeek: number; lastWeekSoFar: number },
) {
  const { drizzle, table } = database(payload)
  const t = table(collection)
  const countIf = (condition: SQL | undefined) => sql`sum(case when ${condition} then 1 else 0 end)`
  const from = (start: number, end?: number) =>
    end === undefined ? gte(t.createdAt, iso(start)) : and(gte(t.createdAt, iso(start)), lt(t.createdAt, iso(end)))
  const rows = await drizzle
    .select({
      status: t.status,
      owner: t.owner,
      count: sql`count(*)`,
      unanswered: countIf(and(eq(t.status, 'new'), lt(t.createdAt, iso(at.unansweredBefore)))),
      thisWeek: countIf(from(at.thisWeek)),
      lastWeek: countIf(from(at.lastWeek, at.thisWeek)),
      lastWeekSoFar: countIf(from(at.lastWeek, at.lastWeekSoFar)),
    })
    .from(t)
    .where(ne(t.status, 'spam'))
    .groupBy(t.status, t.owner)
  return rows.map((r) => ({
    status: String(r.status),
    owner: typeof r.owner === 'number' || typeof r.owner === 'string' ? r.owner : null,
    count: num(r.count),
    unanswered: num(r.unanswered),
    thisWeek: num(r.thisWeek),
    lastWeek: num(r.lastWeek),
    lastWeekSoFar: num(r.lastWeekSoFar),
  }))
}

type Counted = Awaited<ReturnType<typeof workflowCounts>>[number]

/** The latest non-spam leads of each workflow collection, newest first across them. */
async function latestLeads(payload: Payload): Promise<LatestLead[]> {
  const perKind = await Promise.all(
    WORKFLOW_KINDS.map(async (k) => {
      const { docs } = await payload.find({
        collection: k.collection,
        where: NOT_SPAM,
        sort: '-createdAt',
        limit: LATEST_LEADS,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return docs.map((d) => {
        const fields: Record<string, unknown> = { ...d }
        const text = (key: string) => (typeof fields[key] === 'string' ? String(fields[key]).trim() : '')
        return {
          name: text('name') || text('email') || text('phone') || `#${d.id}`,
          kind: SINGULAR[k.collection],
          asksBudget: k.collection === 'quoteRequests',
          budget: k.collection === 'quoteRequests' ? text('budget') || null : null,
          createdAt: String(d.createdAt),
          href: `${ADMIN}/collections/${k.collection}/${d.id}`,
        }
      })
    }),
  )
  return perKind
    .flat()
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, LATEST_LEADS)
}

/** The owner's first screen: one grouped query per workflow collection, one for the owners' names, the latest leads. */
export async function loadOverview(
  payload: Payload,
  userId: string | number,
  now: number,
  weekStarts: number[],
): Promise<Overview> {
  const thisWeek = weekStarts[weekStarts.length - 1]
  const lastWeek = weekStarts[weekStarts.length - 2]
  const unansweredBefore = businessDayBefore(new Date(now)).getTime()
  const [counts, latest] = await Promise.all([
    Promise.all(
      WORKFLOW_KINDS.map((k) =>
        workflowCounts(payload, k.collection, {
          unansweredBefore,
          thisWeek,
          lastWeek,
          lastWeekSoFar: aWeekBefore(now).getTime(),
        }),
      ),
    ),
    latestLeads(payload),
  ])
  const ownerIds = [...new Set(counts.flat().flatMap((r) => (r.owner === null ? [] : [r.owner])))]
  const { docs: people } = ownerIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: ownerIds } },
        pagination: false,
        depth: 0,
        select: { name: true, email: true },
        overrideAccess: true,
      })
    : { docs: [] }
  const names = new Map(people.map((p) => [String(p.id), nameOf(p) ?? `#${p.id}`]))
  const nameOfOwner = (owner: number | string | null) =>
    owner === null ? UNASSIGNED : (names.get(String(owner)) ?? 'A removed account')

  const sumOf = (i: number, value: (r: Counted) => number, keep: (r: Counted) => boolean = () => true) =>
    counts[i].filter(keep).reduce((sum, r) => sum + value(r), 0)
  /** A row of counts per kind; `aria` follows the kind in each count's label ("3 quote requests open, Sam"). */
  const row = (label: string, count: (i: number) => number, where: Where, aria: string): OriginRow => {
    const perKind = WORKFLOW_KINDS.map((k, i) => ({
      label: `${k.label.toLowerCase()}${aria}`,
      count: count(i),
      href: listUrl(k.collection, where),
    }))
    return { label, total: perKind.reduce((sum, f) => sum + f.count, 0), perKind }
  }

  /** One row per owner with any `value`, largest first; unassigned leads are a row of their own. */
  const perOwner = (value: (r: Counted) => number, where: Where, aria: string): OriginRow[] => {
    const owners = [
      ...new Set(
        counts
          .flat()
          .filter((r) => value(r) > 0)
          .map((r) => r.owner),
      ),
    ]
    return owners
      .map((owner) =>
        row(
          nameOfOwner(owner),
          (i) => sumOf(i, value, (r) => r.owner === owner),
          allOf(where, ownerWhere(owner)),
          `${aria}, ${nameOfOwner(owner)}`,
        ),
      )
      .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label))
  }

  const unansweredView = leadViews(userId, new Date(now)).find((v) => v.key === 'unanswered')
  if (!unansweredView) throw new Error('[dashboard] the lead views have no "unanswered"')
  const statusCount = (i: number, status: string) =>
    sumOf(
      i,
      (r) => r.count,
      (r) => r.status === status,
    )
  const week = (key: 'thisWeek' | 'lastWeek' | 'lastWeekSoFar', from: number, to: number | null, label: string) =>
    row(
      label,
      (i) => sumOf(i, (r) => r[key]),
      allOf(
        { createdAt: { greater_than_equal: iso(from) } },
        ...(to === null ? [] : [{ createdAt: { less_than: iso(to) } }]),
        NOT_SPAM,
      ),
      ` ${label.toLowerCase()}`,
    )
  const weeks = {
    thisWeek: week('thisWeek', thisWeek, null, 'This week so far'),
    lastWeekSoFar: week('lastWeekSoFar', lastWeek, aWeekBefore(now).getTime(), 'Last week to the same moment'),
    lastWeek: week('lastWeek', lastWeek, thisWeek, 'Last week in all'),
  }
  const statuses = PIPELINE_STATUSES.map((s) =>
    row(s.label, (i) => statusCount(i, s.value), { status: { equals: s.value } }, `, ${s.label.toLowerCase()}`),
  )
  const total = (label: string) => statuses.find((s) => s.label === label)?.total ?? 0
  return {
    kinds: WORKFLOW_KINDS.map((k) => k.label),
    unanswered: {
      total: row(
        'All owners',
        (i) => sumOf(i, (r) => r.unanswered),
        unansweredView.where,
        ' unanswered past a business day',
      ),
      owners: perOwner((r) => r.unanswered, unansweredView.where, ' unanswered past a business day'),
    },
    pipeline: {
      statuses,
      winRate: winRate(total('Won'), total('Lost')),
      winRatePerKind: WORKFLOW_KINDS.map((_, i) => winRate(statusCount(i, 'won'), statusCount(i, 'lost'))),
    },
    workload: perOwner(
      (r) => (OPEN_STATUSES.includes(r.status) ? r.count : 0),
      { status: { in: OPEN_STATUSES } },
      ' open',
    ),
    latest,
    weeks: {
      ...weeks,
      change: weeks.thisWeek.total - weeks.lastWeekSoFar.total,
      changePerKind: weeks.thisWeek.perKind.map((f, i) => f.count - weeks.lastWeekSoFar.perKind[i].count),
    },
  }
}

const CONTENT = [
  { collection: 'pages', label: 'Pages' },
  { collection: 'posts', label: 'Posts' },
  { collection: 'caseStudies', label: 'Case studies' },
  { collection: 'jobs', label: 'Jobs' },
] as const

type StaffUser = { id: string | number; roles?: readonly string[] | null }

export async function loadDashboard(
  payload: Payload,
  user: StaffUser,
  since: number,
  now = Date.now(),
): Promise<Dashboard> {
  const starts = weekStartsOf(now)
  const dashboard: Dashboard = { since: iso(since), weekStarts: starts.map(iso) }
  if (canHandleLeads(user)) {
    const perKind = await Promise.all(DASHBOARD_KINDS.map((k) => weeklyCounts(payload, k.collection, since, starts)))
    const deliveryOf: { collection: DeliveryCollection; label: string }[] = [
      ...DASHBOARD_KINDS,
      { collection: 'privacyRequests', label: 'Privacy requests' },
    ]
    const overdueBefore = now - OVERDUE_MS
    const health = await Promise.all(deliveryOf.map((k) => deliveryCounts(payload, k.collection, overdueBefore)))
    const stages = await groupCounts(
      payload,
      'jobApplications',
      'stage',
      APPLICATION_STAGES.map((s) => s.value),
    )
    const newsletter = await groupCounts(payload, 'newsletterSubscribers', 'status', ['subscribed', 'unconfirmed'])
    const privacy = await groupCounts(payload, 'privacyRequests', 'status', ['unconfirmed', 'confirmed'])
    const [sources, landingPages] = await Promise.all([
      originRows(payload, starts[0], 'source'),
      originRows(payload, starts[0], 'landingPage'),
    ])
    const weekStart = starts[starts.length - 1]
    const spam = await Promise.all(
      DASHBOARD_KINDS.filter((k) => isWorkflowCollection(k.collection)).map(async (k) => {
        const where: Where = {
          and: [{ status: { equals: 'spam' } }, { createdAt: { greater_than_equal: iso(weekStart) } }],
        }
        const { totalDocs } = await payload.count({ collection: k.collection, where, overrideAccess: true })
        return { label: k.label, count: totalDocs, href: listUrl(k.collection, where) }
      }),
    )
    dashboard.leads = {
      overview: await loadOverview(payload, user.id, now, starts),
      newSince: DASHBOARD_KINDS.map((k, i) => ({
        label: k.label,
        count: perKind[i].fresh,
        href: listUrl(k.collection, withoutSpam(k.collection, { createdAt: { greater_than: iso(since) } })),
      })),
      weekly: DASHBOARD_KINDS.map((k, i) => ({ kind: k.kind, label: k.label, weeks: perKind[i].weeks })),
      delivery: deliveryOf.map((k, i) => {
        const overdue: Where = {
          and: [{ deliveryStatus: { in: ['pending', 'retrying'] } }, { createdAt: { less_than: iso(overdueBefore) } }],
        }
        const failed: Where = { deliveryStatus: { equals: 'failed' } }
        const noTransport: Where = { deliveryStatus: { equals: 'no-transport' } }
        return {
          collection: k.collection,
          label: k.label,
          notDelivered: {
            label: 'Not delivered',
            count: health[i].notDelivered,
            href: listUrl(k.collection, { or: [noTransport, failed, overdue] }),
          },
          noTransport: {
            label: 'No mail transport',
            count: health[i].noTransport,
            href: listUrl(k.collection, noTransport),
          },
          failed: { label: 'Failed', count: health[i].failed, href: listUrl(k.collection, failed) },
          overdue: { label: 'Overdue', count: health[i].overdue, href: listUrl(k.collection, overdue) },
          waiting: {
            label: 'Waiting',
            count: health[i].waiting,
            href: listUrl(k.collection, {
              and: [
                { deliveryStatus: { in: ['pending', 'retrying'] } },
                { createdAt: { greater_than_equal: iso(overdueBefore) } },
              ],
            }),
          },
        }
      }),
      stages: APPLICATION_STAGES.map((s) => ({
        label: s.label,
        count: stages[s.value],
        href: listUrl('jobApplications', { stage: { equals: s.value } }),
      })),
      newsletter: [
        {
          label: 'Confirmed',
          count: newsletter.subscribed,
          href: listUrl('newsletterSubscribers', { status: { equals: 'subscribed' } }),
        },
        {
          label: 'Unconfirmed',
          count: newsletter.unconfirmed,
          href: listUrl('newsletterSubscribers', { status: { equals: 'unconfirmed' } }),
        },
      ],
      privacyWaiting: {
        label: 'Privacy requests waiting',
        count: privacy.unconfirmed + privacy.confirmed,
        href: listUrl('privacyRequests', { status: { in: ['unconfirmed', 'confirmed'] } }),
      },
      spamThisWeek: spam,
      origins: { kinds: ORIGIN_KINDS.map((k) => k.label), sources, landingPages },
      noTransport: currentTransport() === null,
    }
  }
  if (canEditContent(user)) {
    const drafts = await Promise.all(
      CONTENT.map(async (c) => {
        const { totalDocs } = await payload.countVersions({
          collection: c.collection,
          where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
          overrideAccess: true,
        })
        return { label: c.label, count: totalDocs, href: listUrl(c.collection) }
      }),
    )
    const published = await Promise.all(
      (['pages', 'posts'] as const).map((collection) =>
        payload.find({
          collection,
          where: { _status: { equals: 'published' } },
          sort: '-updatedAt',
          limit: 5,
          depth: 0,
          select: { title: true, updatedAt: true },
          overrideAccess: true,
        }),
      ),
    )
    dashboard.content = {
      drafts,
      published: published
        .flatMap((r, i) =>
          r.docs.map((d) => ({
            collection: i === 0 ? 'pages' : 'posts',
            title: String(d.title),
            updatedAt: String(d.updatedAt),
            id: d.id,
          })),
        )
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .slice(0, 6)
        .map((d) => ({
          title: d.title,
          collection: d.collection,
          updatedAt: d.updatedAt,
          href: `${ADMIN}/collections/${d.collection}/${d.id}`,
        })),
    }
  }
  return dashboard
}
