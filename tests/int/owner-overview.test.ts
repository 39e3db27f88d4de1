import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { WORKFLOW_COLLECTIONS, type WorkflowCollection } from '@/leads/workflow'
import type { User } from '@/payload-types'
import { loadDashboard, type Figure, type OriginRow, type Overview } from '@/staff/dashboard'
import { send, startSite, type Served } from './http'
import { staffAccount, staffPerson } from './staff-people'

// CI's PostgreSQL pass runs this file: the dashboard's counts are SQL of their own.
/**
 * The owner's first screen (issue 39) against the real CMS and database: leads with known statuses, owners, budgets and
 * dates, and every figure checked exactly, spam left out; each figure's link counts what the figure counts.
 * SQLite by default, PostgreSQL with TEST_DATABASE_URI.
 */
let payload: Payload
let site: Served
let token = ''
const stamp = Date.now()
const people = {} as Record<'sam' | 'riley' | 'editor', User>

// A Wednesday, noon in New York: one business day before it is Tuesday 17:00 UTC; the week began Monday 30 November.
const NOW = Date.parse('2026-12-02T17:00:00Z')
const at = (day: string, time: string) => `2026-${day}T${time}:00.000Z`

type Made = { collection: WorkflowCollection; status: string; owner?: 'sam' | 'riley'; createdAt: string }
const FIELDS: Record<WorkflowCollection, (name: string) => Record<string, unknown>> = {
  quoteRequests: (name) => ({ name, email: `${name}-${stamp}@visitor.example`, details: 'A new store.' }),
  contactMessages: (name) => ({ name, email: `${name}-${stamp}@visitor.example`, message: 'Hello.' }),
  surveyAnswers: (name) => ({
    email: `${name}-${stamp}@visitor.example`,
    website: 'https://shop.example',
    platform: 'Shopify',
    satisfaction: 'Neutral',
  }),
  callbackRequests: (name) => ({ name, phone: '+1 212 555 0100', bestTime: 'Morning (9 am to 12 pm ET)' }),
}

/** The leads, by name: q = quote, c = contact, s = survey, cb = callback. */
const LEADS: Record<string, Made & { budget?: string }> = {
  // This week (from Monday 30 November 00:00 in New York, 05:00 UTC).
  q1: { collection: 'quoteRequests', status: 'new', createdAt: at('12-02', '16:00'), budget: '$25,000 to $50,000' },
  q2: { collection: 'quoteRequests', status: 'new', owner: 'sam', createdAt: at('12-01', '10:00') },
  c1: { collection: 'contactMessages', status: 'new', createdAt: at('11-30', '09:00') },
  c2: { collection: 'contactMessages', status: 'contacted', owner: 'sam', createdAt: at('12-02', '09:00') },
  s1: { collection: 'surveyAnswers', status: 'qualified', owner: 'riley', createdAt: at('12-01', '20:00') },
  cb1: { collection: 'callbackRequests', status: 'won', owner: 'riley', createdAt: at('11-30', '12:00') },
  // Last week, before the same moment (Wednesday 25 November noon in New York, 17:00 UTC).
  q3: {
    collection: 'quoteRequests',
    status: 'won',
    owner: 'sam',
    createdAt: at('11-24', '10:00'),
    budget: 'Under $10,000',
  },
  c3: { collection: 'contactMessages', status: 'lost', owner: 'riley', createdAt: at('11-23', '08:00') },
  c4: { collection: 'contactMessages', status: 'new', owner: 'riley', createdAt: at('11-25', '16:00') },
  // Last week, after it.
  q4: { collection: 'quoteRequests', status: 'lost', createdAt: at('11-27', '12:00') },
  s2: { collection: 'surveyAnswers', status: 'new', createdAt: at('11-28', '12:00') },
  // Older.
  cb2: { collection: 'callbackRequests', status: 'lost', owner: 'sam', createdAt: at('11-10', '12:00') },
  q5: { collection: 'quoteRequests', status: 'contacted', createdAt: at('11-02', '12:00') },
  c5: { collection: 'contactMessages', status: 'new', owner: 'sam', createdAt: at('10-01', '12:00') },
  // Spam, which no figure counts: the newest lead, one owned, one with a budget, one each week.
  cSpam: { collection: 'contactMessages', status: 'spam', createdAt: at('12-02', '16:30') },
  qSpam: {
    collection: 'quoteRequests',
    status: 'spam',
    owner: 'sam',
    createdAt: at('11-30', '01:00'),
    budget: 'Over $100,000',
  },
  sSpam: { collection: 'surveyAnswers', status: 'spam', createdAt: at('11-26', '12:00') },
}
const ids = {} as Record<string, number | string>

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await startSite()
  // Only Sam reads the overview: the others own leads.
  const sam = await staffPerson(payload, ['sales'], 'Sam Morning')
  people.sam = sam.user
  token = sam.token
  people.riley = (await staffAccount(payload, ['sales'], 'Riley Other')).user
  people.editor = (await staffAccount(payload, ['editor'], 'Eden Editor')).user
  // Only this file's leads: the seed's, if any, would blur exact figures.
  for (const collection of WORKFLOW_COLLECTIONS)
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  for (const [key, lead] of Object.entries(LEADS)) {
    const made = await payload.create({
      collection: lead.collection,
      data: {
        ...FIELDS[lead.collection](key),
        ...(lead.budget ? { budget: lead.budget } : {}),
        status: lead.status,
        owner: lead.owner ? people[lead.owner].id : null,
        deliveryStatus: 'delivered',
        createdAt: lead.createdAt,
      } as never, // one literal for four collections' data types
      overrideAccess: true,
    })
    ids[key] = made.id
  }
})

afterAll(async () => {
  await site?.close()
  stopRunner()
  await payload?.destroy()
})

const KINDS = ['Quote requests', 'Contact messages', 'Survey answers', 'Callback requests']
/** A row as [label, total, quote, contact, survey, callback]. */
const flat = (r: OriginRow) => [r.label, r.total, ...r.perKind.map((f) => f.count)]

/** How many leads the list a figure links to holds: its query, as is, through the REST API as a sales person. */
async function listed(figure: Figure): Promise<number> {
  const url = new URL(figure.href, 'http://admin.example')
  const collection = url.pathname.split('/').at(-1)
  const answer = await send(site, {
    path: `/api/${collection}${url.search}&limit=1&depth=0`,
    headers: { authorization: `JWT ${token}` },
  })
  expect(answer.status, figure.href).toBe(200)
  return (answer.json as { totalDocs: number }).totalDocs
}

async function overview(): Promise<Overview> {
  const data = await loadDashboard(payload, people.sam, NOW - 24 * 3600 * 1000, NOW)
  expect(data.leads?.overview).toBeDefined()
  return data.leads!.overview
}

describe("the owner's first screen", () => {
  it('lists who has not answered past a business day, each count linked to that view', async () => {
    const { kinds, unanswered } = await overview()
    expect(kinds).toEqual(KINDS)
    // Still new before Tuesday 17:00 UTC: q2 (Sam), c5 (Sam), c1 (unassigned), s2 (unassigned), c4 (Riley).
    expect(unanswered.owners.map(flat)).toEqual([
      ['Sam Morning', 2, 1, 1, 0, 0],
      ['Unassigned', 2, 0, 1, 1, 0],
      ['Riley Other', 1, 0, 1, 0, 0],
    ])
    expect(flat(unanswered.total)).toEqual(['All owners', 5, 1, 3, 1, 0])
    // The totals open the list's own "Unanswered past a business day" view.
    expect(decodeURIComponent(unanswered.total.perKind[1].href)).toContain('where[and][0][status][equals]=new')
    for (const row of [...unanswered.owners, unanswered.total])
      for (const f of row.perKind) expect(await listed(f), f.label).toBe(f.count)
  })

  it('counts the pipeline by status with the win rate, spam left out', async () => {
    const { pipeline } = await overview()
    expect(pipeline.statuses.map(flat)).toEqual([
      ['New', 6, 2, 3, 1, 0],
      ['Contacted', 2, 1, 1, 0, 0],
      ['Qualified', 1, 0, 0, 1, 0],
      ['Won', 2, 1, 0, 0, 1],
      ['Lost', 3, 1, 1, 0, 1],
    ])
    expect(pipeline.winRate).toEqual({ won: 2, decided: 5, rate: 0.4 })
    expect(pipeline.winRatePerKind.map((w) => w.rate)).toEqual([0.5, 0, null, 0.5])
    for (const row of pipeline.statuses) for (const f of row.perKind) expect(await listed(f), f.label).toBe(f.count)
  })

  it("counts each owner's open leads by name, unassigned among them", async () => {
    const { workload } = await overview()
    expect(workload.map(flat)).toEqual([
      ['Unassigned', 4, 2, 1, 1, 0],
      ['Sam Morning', 3, 1, 2, 0, 0],
      ['Riley Other', 2, 0, 1, 1, 0],
    ])
    for (const row of workload) for (const f of row.perKind) expect(await listed(f), f.label).toBe(f.count)
  })

  it('shows the five latest leads with name, kind and budget, each linked to the lead', async () => {
    const { latest } = await overview()
    expect(latest.map((l) => [l.name, l.kind, l.asksBudget, l.budget])).toEqual([
      ['q1', 'Quote request', true, '$25,000 to $50,000'],
      ['c2', 'Contact message', false, null],
      [`s1-${stamp}@visitor.example`, 'Survey answer', false, null],
      ['q2', 'Quote request', true, null],
      ['cb1', 'Callback request', false, null],
    ])
    expect(latest.map((l) => l.href)).toEqual(
      ['q1', 'c2', 's1', 'q2', 'cb1'].map((k) => `/build/collections/${LEADS[k].collection}/${ids[k]}`),
    )
  })

  it('sets this week beside last week to the same moment, with the change', async () => {
    const { weeks } = await overview()
    expect(flat(weeks.thisWeek)).toEqual(['This week so far', 6, 2, 2, 1, 1])
    expect(flat(weeks.lastWeekSoFar)).toEqual(['Last week to the same moment', 3, 1, 2, 0, 0])
    expect(flat(weeks.lastWeek)).toEqual(['Last week in all', 5, 2, 2, 1, 0])
    expect(weeks.change).toBe(3)
    expect(weeks.changePerKind).toEqual([1, 0, 1, 1])
    for (const row of [weeks.thisWeek, weeks.lastWeekSoFar, weeks.lastWeek])
      for (const f of row.perKind) expect(await listed(f), f.label).toBe(f.count)
  })

  it('says "—" with no decided lead, and shows editors none of it', async () => {
    await payload.update({
      collection: 'quoteRequests',
      where: { status: { in: ['won', 'lost'] } },
      data: { status: 'qualified' },
      overrideAccess: true,
    })
    for (const collection of ['contactMessages', 'callbackRequests'] as const)
      await payload.update({
        collection,
        where: { status: { in: ['won', 'lost'] } },
        data: { status: 'spam' },
        overrideAccess: true,
      })
    const { pipeline } = await overview()
    expect(pipeline.winRate).toEqual({ won: 0, decided: 0, rate: null })
    expect(pipeline.statuses.find((s) => s.label === 'Qualified')?.total).toBe(3)
    const editor = await loadDashboard(payload, people.editor, NOW - 24 * 3600 * 1000, NOW)
    expect(editor.leads).toBeUndefined()
  })
})
