import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OfficeTimeCell } from '@/components/admin/OfficeTimeCell'
import { OwnerOverview } from '@/components/admin/OwnerOverview'
import { secondFactorInWords } from '@/components/admin/SecondFactorCell'
import { env } from '@/config/env'
import { stopRunner } from '@/leads/delivery/runner'
import { officeDateTime, officeIso } from '@/lib/clock'
import type { User } from '@/payload-types'
import { loadDashboard } from '@/staff/dashboard'
import { send, startSite, type Served } from './http'
import { staffPerson } from './staff-people'

// CI's PostgreSQL pass runs this file: the weeks are SQL over created_at.
/**
 * Issue 52: one clock, New York's, for every time staff read (the dashboard, the list, notes, the CSV); roles chosen,
 * never assumed; a missing file answers 404, never 500. Against the real CMS and database.
 */
let payload: Payload
let site: Served
const stamp = Date.now()
const people = {} as Record<'admin' | 'sam', User>
const tokens: Record<string, string> = {}

// Saturday 28 November 2026, 22:00 in New York (EST, UTC-5): Sunday 03:00 UTC.
const TEN_PM = '2026-11-29T03:00:00.000Z'
// Sunday 29 November, 22:00 in New York: Monday 03:00 UTC, still the week of Monday 23 November in New York.
const SUNDAY_NIGHT = '2026-11-30T03:00:00.000Z'
// Sunday 29 November, 23:30 in New York.
const NOW = Date.parse('2026-11-30T04:30:00.000Z')

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await startSite()
  for (const [key, role] of [
    ['admin', 'admin'],
    ['sam', 'sales'],
  ] as const) {
    const person = await staffPerson(payload, [role], `Clock ${key}`)
    people[key] = person.user
    tokens[key] = person.token
  }
  await payload.delete({ collection: 'contactMessages', where: { id: { exists: true } }, overrideAccess: true })
})

afterAll(async () => {
  await site?.close()
  stopRunner()
  await payload?.destroy()
})

const as = (who: string, p: string, more: { method?: string; body?: object; headers?: Record<string, string> } = {}) =>
  send(site, { path: p, ...more, headers: { authorization: `JWT ${tokens[who]}`, ...more.headers } })

describe("New York's clock", () => {
  it('shows a lead sent at 22:00 in New York as that day 10 PM on the dashboard, in the list and in the CSV', async () => {
    const lead = await payload.create({
      collection: 'contactMessages',
      data: {
        name: `Late Visitor ${stamp}`,
        email: `late-${stamp}@visitor.example`,
        message: 'Sent late on Saturday.',
        status: 'new',
        deliveryStatus: 'delivered',
        createdAt: TEN_PM,
      },
      overrideAccess: true,
    })
    const sunday = await payload.create({
      collection: 'contactMessages',
      data: {
        name: `Sunday Visitor ${stamp}`,
        email: `sunday-${stamp}@visitor.example`,
        message: 'Sent late on Sunday.',
        status: 'new',
        deliveryStatus: 'delivered',
        createdAt: SUNDAY_NIGHT,
      },
      overrideAccess: true,
    })
    // A note stamped at the same moment (the server stamps notes with its own time: set in the row here).
    await payload.db.updateOne({
      collection: 'contactMessages',
      id: lead.id,
      data: {
        notes: [
          {
            id: `note-${stamp}`,
            text: 'Called back.',
            author: people.sam.id,
            authorName: 'Clock sam',
            createdAt: TEN_PM,
          },
        ],
      },
    })

    // The dashboard: "Latest leads" reads Nov 28, 10:00 PM; the weeks start on Monday 00:00 in New York, so Sunday
    // night's lead counts in the week of 23 November (UTC's weeks would put it in the next).
    const dashboard = await loadDashboard(payload, people.sam, NOW - 7 * 24 * 3600 * 1000, NOW)
    expect(dashboard.weekStarts.at(-1)).toBe('2026-11-23T05:00:00.000Z')
    const contact = dashboard.leads?.weekly.find((k) => k.kind === 'contact')
    expect(contact?.weeks.at(-1)).toBe(2)
    expect(dashboard.leads?.overview.weeks.thisWeek.perKind[1].count).toBe(2)
    const overview = dashboard.leads?.overview
    if (!overview) throw new Error('no overview for a sales person')
    const html = renderToStaticMarkup(createElement(OwnerOverview, { data: overview }))
    expect(html).toContain(`<time dateTime="${TEN_PM}">Nov 28, 2026, 10:00 PM</time>`)
    expect(html).toContain(`<time dateTime="${SUNDAY_NIGHT}">Nov 29, 2026, 10:00 PM</time>`)
    expect(html).not.toContain('UTC')

    // The list: the lead collections' Created column is drawn by the office's cell, whatever the browser's zone.
    const createdAt = payload.collections.contactMessages.config.fields.find(
      (f) => 'name' in f && f.name === 'createdAt',
    )
    expect(
      createdAt?.admin?.components && 'Cell' in createdAt.admin.components && createdAt.admin.components.Cell,
    ).toBe('@/components/admin/OfficeTimeCell#OfficeTimeCell')
    expect(renderToStaticMarkup(createElement(OfficeTimeCell, { cellData: lead.createdAt }))).toBe(
      `<time dateTime="${TEN_PM}">Nov 28, 2026, 10:00 PM</time>`,
    )
    // Notes use the same words (LeadNotesList).
    expect(officeDateTime(TEN_PM)).toBe('Nov 28, 2026, 10:00 PM')

    // The CSV: New York's time with its offset, the note's stamp too.
    const answer = await as('sam', `/api/contactMessages/export.csv?search=${stamp}`)
    expect(answer.status).toBe(200)
    // Each row starts with its id then its time; the notes cell holds a comma, so it is quoted.
    const line = (id: number) => answer.text.split('\n').find((l) => l.startsWith(`${id},`))
    expect(answer.text.split('\n')[0]).toMatch(/^id,createdAt,/)
    expect(line(lead.id)).toMatch(/^\d+,2026-11-28T22:00:00-05:00,/)
    expect(line(lead.id)).toContain(`"2026-11-28T22:00:00-05:00, ${people.sam.email}: Called back."`)
    expect(line(sunday.id)).toMatch(/^\d+,2026-11-29T22:00:00-05:00,/)
    // Summer time: the offset follows the date.
    expect(officeIso('2026-07-04T16:00:00.000Z')).toBe('2026-07-04T12:00:00-04:00')
  })
})

describe('roles', () => {
  it('are chosen, never assumed: an account without one is refused with a clear message', async () => {
    const email = `no-role-${stamp}@clock.example`
    const refused = await as('admin', '/api/users', {
      method: 'POST',
      body: { email, password: `no-role-password-${stamp}`, name: 'No Role' },
    })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Choose at least one role: Admin, Editor or Sales.')
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    expect(totalDocs).toBe(0)
    const made = await as('admin', '/api/users', {
      method: 'POST',
      body: { email, password: `no-role-password-${stamp}`, name: 'Sales Only', roles: ['sales'] },
    })
    expect(made.status).toBe(201)
    const saved = await payload.findByID({ collection: 'users', id: (made.json as { doc: User }).doc.id })
    expect(saved.roles).toEqual(['sales'])
  })

  it("say each account's second factor in words, never reading it into the list", async () => {
    expect(await secondFactorInWords(payload, people.sam.id)).toBe('None')
    await payload.db.updateOne({ collection: 'users', id: people.sam.id, data: { totpSecret: 'JBSWY3DPEHPK3PXP' } })
    expect(await secondFactorInWords(payload, people.sam.id)).toBe('Authenticator app')
  })
})

describe('missing files', () => {
  it('answer 404, with the not-found page for a browser, for an unknown name and a deleted picture', async () => {
    const unknown = await send(site, { path: `/api/media/file/nothing-here-${stamp}.png` })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ errors: [{ message: 'Not found.' }] })
    const forPeople = await send(site, {
      path: `/api/media/file/nothing-here-${stamp}.webp`,
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(forPeople.status).toBe(404)
    expect(forPeople.headers['content-type']).toContain('text/html')
    expect(forPeople.text).toContain('</html>')

    const data = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    const picture = await payload.create({
      collection: 'media',
      data: { alt: `Deleted ${stamp}` },
      file: { data, mimetype: 'image/png', name: `deleted-${stamp}.png`, size: data.length },
      overrideAccess: true,
    })
    const address = `/api/media/file/${picture.filename}`
    expect((await send(site, { path: address })).status).toBe(200)
    await payload.delete({ collection: 'media', id: picture.id, overrideAccess: true })
    expect(fs.existsSync(path.join(env().mediaDir, String(picture.filename)))).toBe(false)
    expect((await send(site, { path: address })).status).toBe(404)

    // The CVs' route too, for the staff allowed to read them.
    expect((await as('sam', `/api/cvs/file/nobody-${stamp}.pdf`)).status).toBe(404)
  })
})
