import config from '@payload-config'
import { getPayload, type Field, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import type { User } from '@/payload-types'
import { whereQuery } from '@/staff/dashboard'
import { businessDayBefore, leadViews, startOfOfficeDay } from '@/staff/lead-views'
import { send, startSite, type Served } from './http'
import { staffPerson } from './staff-people'

// CI's PostgreSQL pass runs this file: the dashboard's counts are SQL of their own.
/**
 * A sales morning (issue 39, item 10) against the real CMS and database: each lead list view's rows, through the CSV
 * export of that view (newest first), taking a lead ("Assign to me" is the lead's own update by its new owner), and
 * the filter builder's fields. SQLite by default, PostgreSQL with TEST_DATABASE_URI.
 */
let payload: Payload
let site: Served
const stamp = Date.now()
const people = {} as Record<'sam' | 'riley' | 'editor', User>
const tokens = {} as Record<'sam' | 'riley' | 'editor', string>
const HOUR = 3600 * 1000

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await startSite()
  for (const [key, role, name] of [
    ['sam', 'sales', 'Sam Morning'],
    ['riley', 'sales', 'Riley Other'],
    ['editor', 'editor', 'Eden Editor'],
  ] as const) {
    const person = await staffPerson(payload, [role], name)
    people[key] = person.user
    tokens[key] = person.token
  }
})

afterAll(async () => {
  await site?.close()
  stopRunner()
  await payload?.destroy()
})

const as = (who: keyof typeof tokens, path: string, more: { method?: string; body?: object } = {}) =>
  send(site, { path, headers: { authorization: `JWT ${tokens[who]}` }, ...more })

describe('office time', () => {
  it('counts a business day back over the weekend, in New York', () => {
    // Monday 10:00 in New York (EST) -> Friday 10:00; Tuesday -> Monday; Sunday -> Friday.
    expect(businessDayBefore(new Date('2026-11-30T15:00:00Z')).toISOString()).toBe('2026-11-27T15:00:00.000Z')
    expect(businessDayBefore(new Date('2026-12-01T15:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z')
    expect(businessDayBefore(new Date('2026-11-29T15:00:00Z')).toISOString()).toBe('2026-11-27T15:00:00.000Z')
  })

  it("starts today at New York's midnight, on the days clocks change too", () => {
    expect(startOfOfficeDay(new Date('2026-11-27T03:00:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z')
    expect(startOfOfficeDay(new Date('2026-11-27T06:00:00Z')).toISOString()).toBe('2026-11-27T05:00:00.000Z')
    expect(startOfOfficeDay(new Date('2026-07-04T12:00:00Z')).toISOString()).toBe('2026-07-04T04:00:00.000Z')
    // 8 March 2026: clocks go forward at 02:00, after midnight EST.
    expect(startOfOfficeDay(new Date('2026-03-08T18:00:00Z')).toISOString()).toBe('2026-03-08T05:00:00.000Z')
  })
})

describe('the views of a sales morning', () => {
  it('lists today, mine and unanswered past a business day, and exports the view shown, newest first', async () => {
    const now = new Date()
    const lead = (label: string, at: number, more: { owner?: number; status?: 'contacted' | 'spam' } = {}) =>
      payload.create({
        collection: 'contactMessages',
        data: {
          name: `View ${label}`,
          email: `view-${label}-${stamp}@visitor.example`,
          message: `Lead ${stamp}`,
          status: 'new',
          deliveryStatus: 'delivered',
          createdAt: new Date(at).toISOString(),
          ...more,
        },
        overrideAccess: true,
      })
    const today = startOfOfficeDay(now).getTime()
    const late = businessDayBefore(now).getTime()
    const made = {
      fresh: await lead('fresh', now.getTime() - 60_000),
      mineToday: await lead('mine-today', Math.max(today, now.getTime() - HOUR), { owner: people.sam.id }),
      oldUnanswered: await lead('old-new', late - 2 * HOUR),
      oldMine: await lead('old-mine', late - 3 * HOUR, { owner: people.sam.id, status: 'contacted' }),
      othersOld: await lead('others-old', late - 4 * HOUR, { owner: people.riley.id }),
      justInTime: await lead('just-in-time', late + HOUR),
      spamOld: await lead('spam-old', late - 5 * HOUR, { status: 'spam' }),
    }
    const views = Object.fromEntries(leadViews(people.sam.id, now).map((v) => [v.key, v.where]))
    const csvRows = async (key: string, query: string) => {
      const answer = await as('sam', `/api/contactMessages/export.csv?${query}&search=${stamp}`)
      expect(answer.status, key).toBe(200)
      // These rows hold no comma, quote or line break, so a plain split reads them.
      const [header, ...lines] = answer.text.trim().split('\n')
      const column = (name: string) => header.split(',').indexOf(name)
      const rows = lines.map((line) => line.split(','))
      const times = rows.map((r) => Date.parse(r[column('createdAt')]))
      expect(times, `${key} newest first`).toEqual([...times].sort((a, b) => b - a))
      return rows.map((r) => r[column('email')].replace(`-${stamp}@visitor.example`, '').replace(/^view-/, ''))
    }
    // The list names its view in its address (`?view=`); the export of it equals the export of the view's filter.
    const rowsOf = async (key: string) => {
      const named = await csvRows(key, `view=${key}`)
      expect(await csvRows(key, whereQuery(views[key])), key).toEqual(named)
      return named
    }
    // Which of them are today's depends on the hour the test runs at: counted from what was stored.
    const todays = Object.values(made)
      .filter((m) => Date.parse(m.createdAt) >= today && m.status !== 'spam')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((m) => m.email.replace(`-${stamp}@visitor.example`, '').replace(/^view-/, ''))
    expect(todays).toContain('mine-today')
    expect(await rowsOf('today')).toEqual(todays)
    expect(await rowsOf('mine')).toEqual(['mine-today', 'old-mine'])
    // New and older than one business day, whoever owns it; spam and those answered left out.
    expect(await rowsOf('unanswered')).toEqual(['old-new', 'others-old'])
    expect(await rowsOf('spam')).toEqual(['spam-old'])
    // The plain export (no view): every lead but spam, newest first.
    expect((await rowsOf('all')).length).toBe(6)
    // New, and Sam's or nobody's.
    expect(await rowsOf('new-mine-unassigned')).toEqual(['fresh', 'mine-today', 'just-in-time', 'old-new'])
    const unknownView = await as('sam', '/api/contactMessages/export.csv?view=nope')
    expect(unknownView.status).toBe(400)
    expect(unknownView.text).toContain('view must name one of new-mine-unassigned, today')

    // A filter on a field that does not exist is refused, not a 500.
    const bad = await as('sam', '/api/contactMessages/export.csv?where[nope][equals]=1')
    expect(bad.status).toBe(400)
    const badSearch = await as('sam', `/api/contactMessages/export.csv?search=${'x'.repeat(201)}`)
    expect(badSearch.status).toBe(400)
  })

  it('"Assign to me": a sales person takes a lead, which moves into their "Mine"; an editor cannot', async () => {
    const lead = await payload.create({
      collection: 'quoteRequests',
      data: {
        name: 'Take me',
        email: `take-${stamp}@visitor.example`,
        details: 'A new store.',
        status: 'new',
        deliveryStatus: 'delivered',
      },
      overrideAccess: true,
    })
    const refused = await as('editor', `/api/quoteRequests/${lead.id}`, {
      method: 'PATCH',
      body: { owner: people.editor.id },
    })
    expect(refused.status).toBe(403)
    const taken = await as('riley', `/api/quoteRequests/${lead.id}`, {
      method: 'PATCH',
      body: { owner: people.riley.id },
    })
    expect(taken.status).toBe(200)
    const mine = leadViews(people.riley.id).find((v) => v.key === 'mine')!.where
    const found = await payload.find({
      collection: 'quoteRequests',
      where: { and: [mine, { email: { equals: `take-${stamp}@visitor.example` } }] },
      overrideAccess: false,
      user: people.riley,
    })
    expect(found.docs.map((d) => d.id)).toEqual([lead.id])
    // Only people who handle leads can own one.
    const toEditor = await as('riley', `/api/quoteRequests/${lead.id}`, {
      method: 'PATCH',
      body: { owner: people.editor.id },
    })
    expect(toEditor.status).toBe(400)
  })
})

describe('the filter builder', () => {
  it('offers what staff understand: no delivery bookkeeping, note internals or the note being typed', () => {
    const names = (fields: Field[]): [string, boolean][] =>
      fields.flatMap((f) => {
        if ('fields' in f && !('name' in f && f.type === 'array')) return names(f.fields)
        // Every field's admin options but the UI field's carry it; read as such.
        const admin = 'admin' in f ? (f.admin as { disableListFilter?: boolean } | undefined) : undefined
        return 'name' in f ? [[f.name, Boolean(admin?.disableListFilter)]] : []
      })
    for (const slug of ['quoteRequests', 'contactMessages', 'surveyAnswers', 'callbackRequests'] as const) {
      const fields = new Map(names(payload.collections[slug].config.fields))
      for (const internal of [
        'deliveryLeaseOwner',
        'deliveryLeaseUntil',
        'deliveryDueAt',
        'deliveryAttempts',
        'lastDeliveryError',
        'notes',
        'newNote',
      ])
        expect(fields.get(internal), `${slug}.${internal}`).toBe(true)
      for (const kept of ['createdAt', 'status', 'owner', 'deliveryStatus', 'sourcePage'])
        expect(fields.get(kept), `${slug}.${kept}`).toBe(false)
    }
  })
})
