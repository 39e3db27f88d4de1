import { and, gt, gte, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import { canEditContent, canHandleLeads } from '@/access'
import { APPLICATION_STAGES } from '@/forms/definitions'
import { hasOrigin } from '@/leads/collections'
import { currentTransport } from '@/leads/delivery/delivery'
import { DIRECT } from '@/leads/origin'
import { isWorkflowCollection, NOT_SPAM } from '@/leads/workflow'

/**
 * The staff dashboard's figures, each with the admin list URL whose filter it counts. Every
 * figure is a count in the database over indexed columns (created_at, delivery_status, status,
 * stage): one grouped query per lead collection for the weeks, one for its delivery health.
 */

export const WEEKS = 12
const WEEK_MS = 7 * 24 * 3600 * 1000
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
export type Dashboard = {
  since: string
  weekStarts: string[]
  leads?: {
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
type Select = {
  select: (fields: Record<string, SQL | Column>) => {
    from: (table: unknown) => {
      where: (
        w: SQL | undefined,
      ) => Promise<Record<string, unknown>[]> & { groupBy: (...c: Column[]) => Promise<Record<string, unknown>[]> }
    }
  }
}

function database(payload: Payload): { drizzle: Select; table: (slug: string) => Table } {
  // Payload types `db` as the generic adapter; both of ours (SQLite, PostgreSQL) carry drizzle and its tables.
  const adapter = payload.db as unknown as { drizzle: Select; tables: Record<string, Table> }
  return {
    drizzle: adapter.drizzle,
    table: (slug) => {
      const table = adapter.tables[slug.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]
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

/** Monday 00:00 UTC of the week `now` falls in, and the WEEKS - 1 weeks before it. */
export function weekStartsOf(now: number): number[] {
  const day = new Date(now)
  const monday = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return Array.from({ length: WEEKS }, (_, i) => monday - (WEEKS - 1 - i) * WEEK_MS)
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
