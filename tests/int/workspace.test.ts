import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE as REST_DELETE, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { env } from '@/config/env'
import { useTransport } from '@/leads/delivery/delivery'
import { smtpTransport } from '@/leads/delivery/transports'
import { stopRunner } from '@/leads/delivery/runner'
import type { Media, User } from '@/payload-types'
import { loadDashboard, OVERDUE_MS } from '@/staff/dashboard'
import { send, serve, type Served } from './http'
import { staffPerson, staffAccount } from './staff-people'

// CI's PostgreSQL pass runs this file: its triggers are written per database.
/** The staff workspace's guarantees that need no browser: delivery health, media that cannot break pages. */
// No delivery runner: it would move the pending leads the delivery-health test counts to "no transport" mid-test.
process.env.DELIVERY_RUNNER = 'off'
let payload: Payload
let served: Served
let admin: User
let token = ''
const stamp = Date.now()

beforeAll(async () => {
  payload = await getPayload({ config })
  const person = await staffPerson(payload, ['admin'])
  admin = person.user
  token = person.token
  served = await serve((pathname, method) => {
    const slug = pathname.replace(/^\/api\//, '').split('/')
    const handler = method === 'DELETE' ? REST_DELETE : method === 'POST' ? REST_POST : undefined
    return handler && ((request) => handler(request, { params: Promise.resolve({ slug }) }))
  })
})

afterAll(async () => {
  await served?.close()
  stopRunner()
  await payload?.destroy()
})

describe('delivery health', () => {
  it('counts every lead nobody was e-mailed about as not delivered, with its reason', async () => {
    const lead = (
      deliveryStatus: 'no-transport' | 'failed' | 'pending' | 'delivered',
      createdAt?: string,
      status: 'new' | 'spam' = 'new',
    ) =>
      payload.create({
        collection: 'surveyAnswers',
        data: {
          email: `health-${deliveryStatus}-${stamp}@visitor.example`,
          website: 'https://shop.example',
          platform: 'Shopify',
          satisfaction: 'Good',
          status,
          deliveryStatus,
          ...(createdAt && { createdAt }),
        },
        overrideAccess: true,
        context: { delivery: true },
      })
    const before = await loadDashboard(payload, admin, Date.now())
    const row = (d: typeof before) => d.leads?.delivery.find((r) => r.collection === 'surveyAnswers')
    await lead('no-transport')
    await lead('failed')
    await lead('pending', new Date(Date.now() - OVERDUE_MS - 60_000).toISOString())
    await lead('pending')
    await lead('delivered')
    // Marked spam after it arrived: nobody need be told, and the list (spam left out) does not show it.
    await lead('no-transport', undefined, 'spam')
    const after = await loadDashboard(payload, admin, Date.now())
    const [was, now] = [row(before), row(after)]
    expect(now?.noTransport.count).toBe((was?.noTransport.count ?? 0) + 1)
    expect(now?.failed.count).toBe((was?.failed.count ?? 0) + 1)
    expect(now?.overdue.count).toBe((was?.overdue.count ?? 0) + 1)
    expect(now?.waiting.count).toBe((was?.waiting.count ?? 0) + 1)
    expect(now?.notDelivered.count).toBe((was?.notDelivered.count ?? 0) + 3)
    // The link lists exactly what it counts.
    const listed = await payload.count({
      collection: 'surveyAnswers',
      where: {
        or: [
          { deliveryStatus: { equals: 'no-transport' } },
          { deliveryStatus: { equals: 'failed' } },
          {
            and: [
              { deliveryStatus: { in: ['pending', 'retrying'] } },
              { createdAt: { less_than: new Date(Date.now() - OVERDUE_MS).toISOString() } },
            ],
          },
        ],
        status: { not_equals: 'spam' },
      },
      overrideAccess: true,
    })
    expect(listed.totalDocs).toBe(now?.notDelivered.count)
    expect(decodeURIComponent(now?.notDelivered.href ?? '')).toContain('[or][0][deliveryStatus][equals]=no-transport')
  })

  it('says when no mail transport is configured', async () => {
    useTransport(null)
    expect((await loadDashboard(payload, admin, Date.now())).leads?.noTransport).toBe(true)
    // A configured transport (never used to send here).
    useTransport(smtpTransport('smtp://127.0.0.1:9', 'staff@northgrid.example'))
    expect((await loadDashboard(payload, admin, Date.now())).leads?.noTransport).toBe(false)
    useTransport(null)
  })
})

describe('media in use', () => {
  it('refuses a file of another type, saying which are taken', async () => {
    const data = Buffer.from('not a picture')
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Text' },
        file: { data, mimetype: 'text/plain', name: 'notes.txt', size: data.length },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/text\/plain.*PNG, JPEG, WebP or AVIF/)
  })

  const upload = async (alt: string): Promise<Media> => {
    const data = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/png', name: `${alt.replace(/\W+/g, '-')}.png`, size: data.length },
      overrideAccess: true,
    })
  }
  const filesOf = (m: Media) =>
    [m.filename, ...Object.values(m.sizes ?? {}).map((s) => s?.filename)].filter((f): f is string => Boolean(f))
  const onDisk = (m: Media) => filesOf(m).map((f) => fs.existsSync(path.join(env().mediaDir, f)))
  const remove = (id: number) =>
    send(served, { method: 'DELETE', path: `/api/media/${id}`, headers: { authorization: `JWT ${token}` } })

  it('refuses to delete a picture a published page or a kept version shows, naming them; its files stay', async () => {
    const picture = await upload(`In use ${stamp}`)
    const page = (
      await payload.find({ collection: 'pages', where: { slug: { equals: 'about-us' } }, overrideAccess: true })
    ).docs[0]
    const previous = page.bannerImage ?? null
    const context = { skipRevalidate: true }
    // Published with it, then changed to another: only the kept version shows it now.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { bannerImage: picture.id },
      overrideAccess: true,
      context,
    })
    const refused = await remove(picture.id)
    expect(refused.status).toBe(409)
    const message = (refused.json as { errors: { message: string }[] }).errors[0].message
    expect(message).toContain(`"${page.name}"`)
    expect(message).toMatch(/still used/)
    expect(onDisk(picture).every(Boolean)).toBe(true)
    expect(await payload.count({ collection: 'media', where: { id: { equals: picture.id } } })).toMatchObject({
      totalDocs: 1,
    })

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { bannerImage: typeof previous === 'object' && previous ? previous.id : previous },
      overrideAccess: true,
      context,
    })
    const byVersion = await remove(picture.id)
    expect(byVersion.status).toBe(409)
    expect((byVersion.json as { errors: { message: string }[] }).errors[0].message).toContain('an earlier version')
    expect(onDisk(picture).every(Boolean)).toBe(true)
  })

  it('removes the files only once the record is gone: a deletion the database refuses leaves both', async () => {
    const picture = await upload(`Unused ${stamp}`)
    expect(onDisk(picture).every(Boolean)).toBe(true)
    // The database itself refuses this one row's deletion, as a constraint or a lost connection would.
    const db = payload.db as unknown as {
      name?: string
      drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
    }
    const postgres = typeof db.drizzle.execute === 'function' && typeof db.drizzle.run !== 'function'
    const exec = (q: string) => (postgres ? db.drizzle.execute!(sql.raw(q)) : db.drizzle.run!(sql.raw(q)))
    if (postgres) {
      await exec(
        `CREATE OR REPLACE FUNCTION ws_refuse_${stamp}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`,
      )
      await exec(
        `CREATE TRIGGER ws_refuse_${stamp} BEFORE DELETE ON media FOR EACH ROW WHEN (OLD.id = ${picture.id}) EXECUTE FUNCTION ws_refuse_${stamp}()`,
      )
    } else {
      await exec(
        `CREATE TRIGGER ws_refuse_${stamp} BEFORE DELETE ON media WHEN OLD.id = ${picture.id} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
      )
    }
    const failed = await remove(picture.id)
    expect(failed.status).toBeGreaterThanOrEqual(400)
    expect(await payload.count({ collection: 'media', where: { id: { equals: picture.id } } })).toMatchObject({
      totalDocs: 1,
    })
    expect(onDisk(picture)).toEqual(filesOf(picture).map(() => true))
    await exec(postgres ? `DROP TRIGGER ws_refuse_${stamp} ON media` : `DROP TRIGGER ws_refuse_${stamp}`)

    const done = await remove(picture.id)
    expect(done.status, done.text).toBe(200)
    expect(onDisk(picture).some(Boolean)).toBe(false)
    expect(fs.readdirSync(env().mediaDir).filter((f) => f.startsWith('.deleting-'))).toEqual([])
  })
})

const post = (path: string, body: object) =>
  send(served, { method: 'POST', path, body, headers: { authorization: `JWT ${token}` } })

describe('removing staff', () => {
  it('refuses to remove a lead owner plainly; hands their leads over; their notes keep their name', async () => {
    const leaving = await staffAccount(payload, ['sales'], 'Riley Leaving')
    const taker = await staffAccount(payload, ['sales'], 'Taylor Taker')
    const lead = await payload.create({
      collection: 'quoteRequests',
      data: {
        name: 'Owned',
        email: `owned-${stamp}@visitor.example`,
        details: 'A new store',
        status: 'new',
        owner: leaving.id,
        deliveryStatus: 'delivered',
      },
      overrideAccess: true,
    })
    // A note written under the account, before names were kept with notes (as older rows are).
    await payload.update({
      collection: 'quoteRequests',
      id: lead.id,
      data: { newNote: 'Called, will send the brief' },
      overrideAccess: false,
      user: leaving.user,
    })
    const stored = await payload.findByID({ collection: 'quoteRequests', id: lead.id, depth: 0, overrideAccess: true })
    await payload.db.updateOne({
      collection: 'quoteRequests',
      id: lead.id,
      data: { notes: stored.notes?.map((n) => ({ ...n, authorName: null })) },
    })

    const refused = await send(served, {
      method: 'DELETE',
      path: `/api/users/${leaving.id}`,
      headers: { authorization: `JWT ${token}` },
    })
    expect(refused.status).toBe(409)
    expect((refused.json as { errors: { message: string }[] }).errors[0].message).toMatch(
      /Riley Leaving still owns 1 lead.*Remove and hand over leads/,
    )

    const bad = await post(`/api/users/${leaving.id}/remove`, { handOverTo: leaving.id })
    expect(bad.status).toBe(400)
    const done = await post(`/api/users/${leaving.id}/remove`, { handOverTo: taker.id })
    expect(done.status, done.text).toBe(200)
    expect(done.json).toMatchObject({ moved: 1 })
    const after = await payload.findByID({ collection: 'quoteRequests', id: lead.id, depth: 0, overrideAccess: true })
    expect(after.owner).toBe(taker.id)
    expect(after.notes?.[0]).toMatchObject({ text: 'Called, will send the brief', authorName: 'Riley Leaving' })
    expect(await payload.count({ collection: 'users', where: { id: { equals: leaving.id } } })).toMatchObject({
      totalDocs: 0,
    })
  })
})
