import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { PRIVACY_REQUEST_TYPES } from '@/forms/definitions'
import { drain, stopRunner } from '@/leads/delivery/runner'
import { useTransport } from '@/leads/delivery/delivery'
import { smtpTransport } from '@/leads/delivery/transports'
import type { User } from '@/payload-types'
import { ACCESS_LOG } from '@/staff/access-log'
import { accessCounts } from '@/staff/access-counts'
import { runRetention, slotOf, type RetentionResult } from '@/staff/retention'
import { RETENTION_RUNS } from '@/staff/retention-kinds'
import { pdf } from '../fixtures/files'
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer'
import { send, startSite, type Served } from './http'
import { StartExit, UNSETTLED_START } from './instances'
import { staffPerson } from './staff-people'

// CI's PostgreSQL pass runs this file: the retention job with a second process on the same database.
/**
 * Staff accounts and the data they guard (docs/security.md): the access record through the real REST, GraphQL, CSV
 * and file routes, and the retention job on a shifted clock with a second instance (a child process) on the same
 * database. SQLite by default, PostgreSQL with TEST_DATABASE_URI.
 */
let payload: Payload
let site: Served
let smtp: SmtpPeer
const stamp = Date.now()
const users = {} as Record<'admin' | 'editor' | 'sales', User>
const tokens = {} as Record<'admin' | 'editor' | 'sales', string>
const DAY = 24 * 3600 * 1000

beforeAll(async () => {
  smtp = await startSmtpPeer()
  payload = await getPayload({ config })
  useTransport(smtpTransport(smtp.url, 'Northgrid website <no-reply@northgrid.example>'))
  site = await startSite()
  for (const role of ['admin', 'editor', 'sales'] as const) {
    const person = await staffPerson(payload, [role])
    users[role] = person.user
    tokens[role] = person.token
  }
})

afterAll(async () => {
  await site?.close()
  await smtp?.close()
  stopRunner()
  await payload?.destroy()
})

const as = (role: keyof typeof tokens, path: string, more: { method?: string; body?: object; from?: string } = {}) =>
  send(site, { path, headers: { authorization: `JWT ${tokens[role]}`, 'user-agent': `trust-test ${role}` }, ...more })

const recordsOf = async (where: object) =>
  (
    await payload.find({
      collection: ACCESS_LOG,
      where: where as never,
      sort: 'createdAt',
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const newLead = (email: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'contactMessages',
    data: { name: 'Lead', email, message: 'Hello', deliveryStatus: 'delivered', ...extra } as never,
    overrideAccess: true,
    depth: 0,
  })

const storeApplication = async (email: string) => {
  const cv = await payload.create({
    collection: 'cvs',
    data: { originalName: 'cv.pdf', email },
    file: { data: pdf(email), mimetype: 'application/pdf', name: 'cv.pdf', size: pdf(email).length },
    overrideAccess: true,
    depth: 0,
  })
  const application = await payload.create({
    collection: 'jobApplications',
    data: {
      name: 'Applicant',
      email,
      position: 'Developer',
      cv: cv.id,
      deliveryStatus: 'delivered',
      ...applicationExtras(),
    } as never,
    overrideAccess: true,
    depth: 0,
  })
  return { cv, application }
}
// Whatever else the Apply form requires, filled in.
const applicationExtras = () => {
  const fields = payload.collections.jobApplications.config.flattenedFields
  const extras: Record<string, unknown> = {}
  for (const f of fields)
    if (
      'required' in f &&
      f.required &&
      !['name', 'email', 'position', 'cv', 'stage', 'deliveryStatus'].includes(f.name)
    )
      extras[f.name] = f.type === 'email' ? 'x@example.org' : f.type === 'checkbox' ? true : 'yes'
  return extras
}

describe('the access record', () => {
  it('records each detail read by staff with who, what, when and the client; lists are not recorded', async () => {
    const lead = await newLead(`read-${stamp}@visitor.example`)
    const before = Date.now()
    const detail = await as('sales', `/api/contactMessages/${lead.id}`, { from: '127.0.0.31' })
    expect(detail.status).toBe(200)
    // Read again at once (as the admin's edit view does): the same opening, one entry.
    const again = await as('sales', `/api/contactMessages/${lead.id}?depth=1`, { from: '127.0.0.31' })
    expect(again.status).toBe(200)
    const list = await as('sales', `/api/contactMessages?limit=50`, { from: '127.0.0.31' })
    expect(list.status).toBe(200)
    const records = await recordsOf({
      and: [{ resource: { equals: 'contactMessages' } }, { documentId: { equals: String(lead.id) } }],
    })
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      actorKind: 'staff',
      actorEmail: users.sales.email,
      action: 'read',
      client: '127.0.0.31',
      userAgent: 'trust-test sales',
    })
    expect(Date.parse(records[0].createdAt)).toBeGreaterThanOrEqual(before - 1000)
    // The list read nothing into the record.
    expect(
      await recordsOf({ and: [{ actorEmail: { equals: users.sales.email } }, { documentId: { exists: false } }] }),
    ).toHaveLength(0)
  })

  it('records GraphQL single-document reads, CSV exports and CV downloads; refusals record nothing', async () => {
    const email = `files-${stamp}@visitor.example`
    const lead = await newLead(email)
    const { cv } = await storeApplication(email)
    const gql = await as('admin', '/api/graphql', {
      body: { query: `{ ContactMessage(id: ${JSON.stringify(lead.id)}) { email } }` },
    })
    expect(gql.status).toBe(200)
    expect(JSON.stringify(gql.json)).toContain(email)
    const csv = await as('sales', '/api/contactMessages/export.csv')
    expect(csv.status).toBe(200)
    const file = await as('sales', `/api/cvs/file/${cv.filename}`)
    expect(file.status).toBe(200)
    const refused = await as('editor', `/api/cvs/file/${cv.filename}`)
    expect(refused.status).toBe(403)
    const editorRead = await as('editor', `/api/contactMessages/${lead.id}`)
    expect(editorRead.status).toBe(403)

    const admin = await recordsOf({
      and: [{ actorEmail: { equals: users.admin.email } }, { documentId: { equals: String(lead.id) } }],
    })
    expect(admin.map((r) => [r.action, r.resource])).toEqual([['read', 'contactMessages']])
    const exports = await recordsOf({
      and: [{ actorEmail: { equals: users.sales.email } }, { action: { equals: 'export' } }],
    })
    expect(exports.at(-1)).toMatchObject({ resource: 'contactMessages' })
    expect(exports.at(-1)?.detail).toMatch(/^CSV of \d+ rows$/)
    const downloads = await recordsOf({ action: { equals: 'download' } })
    expect(downloads.filter((r) => r.documentId === String(cv.id)).map((r) => r.actorEmail)).toEqual([
      users.sales.email,
    ])
    expect(await recordsOf({ actorEmail: { equals: users.editor.email } })).toHaveLength(0)
  })

  it('records the reads of the system as such: delivery and the privacy copy', async () => {
    const lead = await newLead(`system-${stamp}@visitor.example`, { deliveryStatus: 'pending' })
    await drain(payload)
    const delivered = await payload.findByID({ collection: 'contactMessages', id: lead.id, overrideAccess: true })
    expect(delivered.deliveryStatus).toBe('delivered')
    const system = await recordsOf({
      and: [{ documentId: { equals: String(lead.id) } }, { actorKind: { equals: 'system' } }],
    })
    expect(system).toMatchObject([{ action: 'read', resource: 'contactMessages', detail: 'delivery' }])
    expect(system[0].actor ?? null).toBeNull()
    // A copy asked for by staff is carried out at once and e-mailed: the system read the person's data for it.
    const request = await payload.create({
      collection: 'privacyRequests',
      data: { email: `system-${stamp}@visitor.example`, requestType: PRIVACY_REQUEST_TYPES.export } as never,
      user: users.sales,
      overrideAccess: false,
      depth: 0,
    })
    await drain(payload)
    const copy = await recordsOf({
      and: [{ documentId: { equals: String(request.id) } }, { actorKind: { equals: 'system' } }],
    })
    // The copy's reading, then the delivery that mailed it.
    expect(copy.map((r) => `${r.action} ${r.resource}: ${r.detail}`).sort()).toEqual([
      'export privacyRequests: privacy copy sent to the requester',
      'read privacyRequests: delivery',
    ])
  })

  it('is append-only for every role, through REST and GraphQL; only admins read it', async () => {
    const [entry] = await recordsOf({ actorEmail: { equals: users.sales.email } })
    for (const role of ['admin', 'sales', 'editor'] as const) {
      expect((await as(role, `/api/${ACCESS_LOG}/${entry.id}`, { method: 'DELETE' })).status, role).toBe(403)
      expect(
        (await as(role, `/api/${ACCESS_LOG}/${entry.id}`, { method: 'PATCH', body: { detail: 'x' } })).status,
        role,
      ).toBe(403)
      expect(
        (await as(role, `/api/${ACCESS_LOG}`, { body: { action: 'read', resource: 'x', actorKind: 'staff' } })).status,
        role,
      ).toBe(403)
      const mutation = await as(role, '/api/graphql', {
        body: { query: `mutation { deleteAccessLog(id: ${JSON.stringify(entry.id)}) { id } }` },
      })
      expect(JSON.stringify(mutation.json), role).toMatch(/not allowed|Cannot query field/i)
    }
    expect((await as('admin', `/api/${ACCESS_LOG}/${entry.id}`)).status).toBe(200)
    expect((await as('sales', `/api/${ACCESS_LOG}/${entry.id}`)).status).toBe(403)
    expect((await as('editor', `/api/${ACCESS_LOG}?limit=1`)).status).toBe(403)
    const still = await payload.findByID({ collection: ACCESS_LOG, id: entry.id, overrideAccess: true })
    expect(still.detail ?? null).toBe(entry.detail ?? null)
  })

  it('counts entries for the dashboard with links to the filtered list', async () => {
    const figures = await accessCounts(payload, Date.now())
    const staffDay = figures.find((f) => f.label.startsWith('Opened by staff, last 24'))!
    const count = await payload.count({
      collection: ACCESS_LOG,
      where: {
        and: [
          { createdAt: { greater_than: new Date(Date.now() - DAY).toISOString() } },
          { actorKind: { equals: 'staff' } },
        ],
      },
      overrideAccess: true,
    })
    expect(staffDay.count).toBe(count.totalDocs)
    expect(staffDay.count).toBeGreaterThanOrEqual(2)
    expect(staffDay.href).toMatch(/^\/build\/collections\/accessLog\?where/)
  })
})

describe('retention', () => {
  const periods = env().retention

  it('has the defaults the privacy page states', () => {
    expect(periods).toMatchObject({
      applicationDays: 180,
      leadDays: 730,
      unconfirmedNewsletterDays: 30,
      spamDays: 30,
      accessRecordDays: 365,
    })
  })

  it('deletes what is past its period on a shifted clock, CVs with their files, once, with counts recorded, when two instances race', async () => {
    const email = `old-${stamp}@visitor.example`
    const { cv, application } = await storeApplication(email)
    const cvFile = env().storage.kind === 'local' ? path.join(env().cvDir, cv.filename!) : null
    if (cvFile) expect(fs.existsSync(cvFile)).toBe(true)
    const lead = await newLead(email)
    const spam = await newLead(`spam-${stamp}@visitor.example`, { status: 'spam' })
    const waiting = await newLead(`waiting-${stamp}@visitor.example`, {
      deliveryStatus: 'retrying',
      deliveryDueAt: new Date(stamp + 10_000 * DAY).toISOString(),
    })
    const unconfirmed = await payload.create({
      collection: 'newsletterSubscribers',
      data: { email: `news-${stamp}@visitor.example`, status: 'unconfirmed', deliveryStatus: 'delivered' },
      overrideAccess: true,
    })
    const subscribed = await payload.create({
      collection: 'newsletterSubscribers',
      data: { email: `sub-${stamp}@visitor.example`, status: 'subscribed', deliveryStatus: 'delivered' },
      overrideAccess: true,
    })
    const exists = async (
      collection: 'jobApplications' | 'cvs' | 'contactMessages' | 'newsletterSubscribers',
      id: number | string,
    ) => (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

    // 29 days on: nothing is past its period yet.
    const early = await runRetention(payload, { clock: { now: () => stamp + 29 * DAY }, instance: 'instance-a' })
    expect(early.ran).toBe(true)
    for (const [c, id] of [
      ['jobApplications', application.id],
      ['cvs', cv.id],
      ['contactMessages', lead.id],
      ['contactMessages', spam.id],
      ['newsletterSubscribers', unconfirmed.id],
    ] as const)
      expect(await exists(c, id), `${c} ${id}`).toBe(true)

    // 31 days on, two instances at once: spam and the unconfirmed sign-up go, once.
    const second = await startInstance()
    try {
      const at = stamp + 31 * DAY + periods.checkMs
      const [a, b] = await Promise.all([
        runRetention(payload, { clock: { now: () => at }, instance: 'instance-a' }),
        second.run(at),
      ])
      expect([a.ran, b.ran].sort()).toEqual([false, true])
      const winner = a.ran ? a : b
      expect(a.slot).toBe(b.slot)
      expect(await exists('contactMessages', spam.id)).toBe(false)
      expect(await exists('newsletterSubscribers', unconfirmed.id)).toBe(false)
      expect(await exists('newsletterSubscribers', subscribed.id)).toBe(true)
      expect(await exists('contactMessages', lead.id)).toBe(true)
      expect(winner.counts.spam).toBeGreaterThanOrEqual(1)
      expect(winner.counts.unconfirmedSubscribers).toBeGreaterThanOrEqual(1)
      const runs = await payload.find({
        collection: RETENTION_RUNS,
        where: { slot: { equals: winner.slot } },
        overrideAccess: true,
      })
      expect(runs.docs).toHaveLength(1)
      expect(runs.docs[0]).toMatchObject({ ...winner.counts, instance: a.ran ? 'instance-a' : 'instance-b' })
      expect(runs.docs[0].finishedAt).toBeTruthy()

      // 181 days on, again from both: the application and its CV (file included) go; the lead stays for 730 days.
      const later = stamp + 181 * DAY
      const [c, d] = await Promise.all([
        second.run(later),
        runRetention(payload, { clock: { now: () => later }, instance: 'instance-a' }),
      ])
      expect([c.ran, d.ran].sort()).toEqual([false, true])
      const late = c.ran ? c : d
      expect(late.counts.applications).toBeGreaterThanOrEqual(1)
      expect(late.counts.cvs).toBeGreaterThanOrEqual(1)
      expect(await exists('jobApplications', application.id)).toBe(false)
      expect(await exists('cvs', cv.id)).toBe(false)
      if (cvFile) expect(fs.existsSync(cvFile)).toBe(false)
      expect(await exists('contactMessages', lead.id)).toBe(true)
    } finally {
      second.stop()
    }

    // 731 days on: the lead goes; one still owed a delivery is never deleted under the runner.
    const last = await runRetention(payload, { clock: { now: () => stamp + 731 * DAY }, instance: 'instance-a' })
    expect(last.ran).toBe(true)
    expect(last.counts.leads).toBeGreaterThanOrEqual(1)
    expect(await exists('contactMessages', lead.id)).toBe(false)
    expect(await exists('contactMessages', waiting.id)).toBe(true)
    // Access records older than their period went too; the pass itself records counts, not content.
    expect(last.counts.accessRecords).toBeGreaterThanOrEqual(1)
    const row = await payload.find({
      collection: RETENTION_RUNS,
      where: { slot: { equals: slotOf(stamp + 731 * DAY, periods.checkMs) } },
      overrideAccess: true,
    })
    expect(JSON.stringify(row.docs[0])).not.toContain('@visitor.example')
    await payload.delete({ collection: 'contactMessages', id: waiting.id, overrideAccess: true })
  })

  it('is refused to every role through REST; admins read the runs', async () => {
    const run = (await payload.find({ collection: RETENTION_RUNS, limit: 1, overrideAccess: true })).docs[0]
    expect((await as('admin', `/api/${RETENTION_RUNS}/${run.id}`, { method: 'DELETE' })).status).toBe(403)
    expect((await as('admin', `/api/${RETENTION_RUNS}/${run.id}`)).status).toBe(200)
    expect((await as('sales', `/api/${RETENTION_RUNS}/${run.id}`)).status).toBe(403)
  })
})

type SecondInstance = { run(at: number): Promise<RetentionResult>; stop(): void }

/** The second instance: a child process with its own Payload on the same database. */
async function startInstance(): Promise<SecondInstance> {
  try {
    return await startInstanceOnce()
  } catch (error) {
    // See instances.ts: a start left unsettled (exit 13) on a loaded machine is tried once more.
    if (!(error instanceof StartExit) || error.code !== UNSETTLED_START) throw error
    console.error(`the second instance exited ${UNSETTLED_START} while starting; starting it once more`)
    return startInstanceOnce()
  }
}

async function startInstanceOnce(): Promise<SecondInstance> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'fixtures/retention-instance.ts')],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DELIVERY_RUNNER: 'off', LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const lines = readline.createInterface({ input: child.stdout! })
  const waiting: ((line: string) => void)[] = []
  const early: string[] = []
  lines.on('line', (line) => {
    const next = waiting.shift()
    if (next) next(line)
    else early.push(line)
  })
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const queued = early.shift()
      if (queued !== undefined) return resolve(queued)
      waiting.push(resolve)
      child.once('exit', (code) => reject(new StartExit(code)))
    })
  for (let line = await nextLine(); line !== 'ready'; line = await nextLine());
  return {
    async run(at) {
      child.stdin!.write(`${at}\n`)
      for (;;) {
        const line = await nextLine()
        if (line.startsWith('result ')) return JSON.parse(line.slice('result '.length)) as RetentionResult
      }
    },
    stop: () => {
      child.stdin!.end()
      child.kill()
    },
  }
}
