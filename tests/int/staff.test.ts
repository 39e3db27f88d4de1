import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import type { User } from '@/payload-types'
import { loadDashboard } from '@/staff/dashboard'
import { lastVisit, SESSION_GAP_MS } from '@/staff/last-visit'

import { runMigration } from './run-migration'

// CI's PostgreSQL pass runs this file: the dashboard's counts are SQL of their own.
/** The staff workspace against the real CMS and database: roles, the lead workflow, the dashboard's counts. */
let payload: Payload
const users: Record<'admin' | 'editor' | 'sales', User> = {} as Record<'admin' | 'editor' | 'sales', User>
const stamp = Date.now()

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'editor', 'sales'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}-${stamp}@staff.example`, password: `${role}-password-123`, roles: [role] },
      context: { seeding: true },
    })
  }
})

afterAll(async () => {
  for (const user of Object.values(users))
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true }).catch(() => undefined)
  stopRunner()
  await payload?.destroy()
})

const asUser = (user: User) => ({ overrideAccess: false, user })
const newLead = (email: string, status: 'new' | 'spam' = 'new') =>
  payload.create({
    collection: 'contactMessages',
    data: { name: 'Lead', email, message: 'Hello', deliveryStatus: 'delivered', status },
    overrideAccess: true,
  })

describe('roles', () => {
  it('keeps personal data from editors and content from sales', async () => {
    const lead = await newLead(`roles-${stamp}@visitor.example`)
    for (const collection of [
      'quoteRequests',
      'contactMessages',
      'surveyAnswers',
      'callbackRequests',
      'newsletterSubscribers',
      'privacyRequests',
      'jobApplications',
      'cvs',
    ] as const) {
      await expect(payload.find({ collection, ...asUser(users.editor) }), collection).rejects.toThrow(/not allowed/i)
      await expect(payload.find({ collection, ...asUser(users.sales) }), collection).resolves.toBeTruthy()
    }
    await expect(
      payload.findByID({ collection: 'contactMessages', id: lead.id, ...asUser(users.editor) }),
    ).rejects.toThrow(/not allowed/i)
    const page = (await payload.find({ collection: 'pages', limit: 1, overrideAccess: true })).docs[0]
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { keywords: ['sales'] },
        ...asUser(users.sales),
        context: { skipRevalidate: true },
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.updateGlobal({ slug: 'siteSettings', data: { phone: '0' }, ...asUser(users.sales) }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { keywords: page.keywords ?? [] },
        ...asUser(users.editor),
        context: { skipRevalidate: true },
      }),
    ).resolves.toBeTruthy()
    await expect(
      payload.create({
        collection: 'users',
        data: { email: `x-${stamp}@staff.example`, password: 'another-password-1', roles: ['admin'] },
        ...asUser(users.sales),
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('accounts', () => {
  it('reads as a name everywhere: an account without one takes its e-mail, and an update without one keeps it', async () => {
    const email = `unnamed-${stamp}@staff.example`
    const account = await payload.create({
      collection: 'users',
      data: { email, password: 'unnamed-password-123', roles: ['sales'] },
      context: { seeding: true },
    })
    try {
      expect(account.name).toBe(email)
      const named = await payload.update({ collection: 'users', id: account.id, data: { name: '  Dana Reyes ' } })
      expect(named.name).toBe('Dana Reyes')
      const promoted = await payload.update({
        collection: 'users',
        id: account.id,
        data: { roles: ['sales', 'editor'] },
      })
      expect(promoted.name).toBe('Dana Reyes')
      expect((await payload.update({ collection: 'users', id: account.id, data: { name: ' ' } })).name).toBe(email)

      // Accounts made before names were titles get theirs from the migration.
      await payload.db.updateOne({ collection: 'users', id: account.id, data: { name: null } })
      await runMigration(payload, '20261129_170000_users_named', 'up')
      expect((await payload.findByID({ collection: 'users', id: account.id })).name).toBe(email)
    } finally {
      await payload.delete({ collection: 'users', id: account.id, overrideAccess: true })
    }
  })

  it('is the title Payload shows for an owner or a note author (useAsTitle)', () => {
    expect(payload.collections.users.config.admin.useAsTitle).toBe('name')
  })
})

describe('lead workflow', () => {
  it('keeps notes append-only, with the author and time the server sets', async () => {
    const lead = await newLead(`notes-${stamp}@visitor.example`)
    expect(lead.status).toBe('new')
    const first = await payload.update({
      collection: 'contactMessages',
      id: lead.id,
      data: {
        status: 'contacted',
        owner: users.sales.id,
        notes: [{ text: 'Called back', author: users.admin.id, createdAt: '2001-01-01T00:00:00.000Z' }],
      },
      ...asUser(users.sales),
      depth: 0,
    })
    expect(first.notes).toHaveLength(1)
    expect(first.notes?.[0]).toMatchObject({ text: 'Called back', author: users.sales.id })
    expect(Date.parse(first.notes?.[0].createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    const kept = first.notes?.[0]
    // Rewriting a saved note is refused, saying so; nothing of the request is saved.
    await expect(
      payload.update({
        collection: 'contactMessages',
        id: lead.id,
        data: { notes: [{ id: kept?.id, text: 'Rewritten' }, { text: 'Sent the proposal' }] },
        ...asUser(users.admin),
        depth: 0,
      }),
    ).rejects.toThrow(/cannot be changed/)
    // A new note, in the list or typed in "Add a note", is added after it under its author's name.
    const second = await payload.update({
      collection: 'contactMessages',
      id: lead.id,
      data: {
        notes: [{ id: kept?.id, text: 'Called back' }, { text: 'Sent the proposal' }],
        newNote: 'Follow up Monday',
      },
      ...asUser(users.admin),
      depth: 0,
    })
    expect(second.notes?.map((n) => [n.text, n.author, n.authorName])).toEqual([
      ['Called back', users.sales.id, users.sales.email],
      ['Sent the proposal', users.admin.id, users.admin.email],
      ['Follow up Monday', users.admin.id, users.admin.email],
    ])
    const third = await payload.update({
      collection: 'contactMessages',
      id: lead.id,
      data: { notes: [] },
      ...asUser(users.admin),
      depth: 0,
    })
    expect(third.notes).toHaveLength(3)
    expect(third).toMatchObject({ status: 'contacted', owner: users.sales.id })
  })
})

describe('dashboard', () => {
  it('counts from the visit before: a week back at first, then from the last visit after a pause', async () => {
    const start = Date.now()
    const first = await lastVisit(payload, users.admin, start)
    expect(first).toBe(start - 7 * 24 * 3600 * 1000)
    expect(await lastVisit(payload, users.admin, start + 60_000)).toBe(first)
    expect(await lastVisit(payload, users.admin, start + 60_000 + SESSION_GAP_MS + 1)).toBe(start + 60_000)
  })

  it('counts what its links list, and leaves spam out', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20))
    await pause()
    const since = Date.now()
    await pause()
    await newLead(`dash-1-${stamp}@visitor.example`)
    await newLead(`dash-2-${stamp}@visitor.example`)
    await newLead(`dash-spam-${stamp}@visitor.example`, 'spam')
    const data = await loadDashboard(payload, users.sales, since)
    const contact = data.leads?.newSince.find((f) => f.label === 'Contact messages')
    expect(contact?.count).toBe(2)
    expect(data.leads?.weekly.find((k) => k.kind === 'contact')?.weeks.at(-1)).toBeGreaterThanOrEqual(2)
    expect(data.leads?.spamThisWeek.find((f) => f.label === 'Contact messages')?.count).toBeGreaterThanOrEqual(1)
    expect(data.content).toBeUndefined()
    const editor = await loadDashboard(payload, users.editor, since)
    expect(editor.leads).toBeUndefined()
    expect(editor.content?.drafts.map((d) => d.label)).toEqual(['Pages', 'Posts', 'Case studies', 'Jobs'])
  })
})
