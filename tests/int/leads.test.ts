import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { META_FIELDS } from '@/forms/definitions'
import { OUTBOX_COLLECTIONS, type LeadCollection } from '@/leads/collections'
import { backoffMs, RETRY, useTransport } from '@/leads/delivery/delivery'
import { drain, setDeliveryClock, stopRunner } from '@/leads/delivery/runner'
import { mailServiceTransport, smtpTransport } from '@/leads/delivery/transports'
import { MAX_BODY_BYTES, submitLead } from '@/leads/submit'
import { systemClock } from '@/lib/clock'

// CI's PostgreSQL pass runs this file: the outbox's claims and the runner's column writes are SQL of their own.
/**
 * Leads against the real CMS and database, a real SMTP server (smtp-server) and a real
 * HTTP server speaking the mail-service protocol.
 */
let payload: Payload
const post = (
  kind: string,
  body: unknown,
  { json = true, headers = {} }: { json?: boolean; headers?: Record<string, string> } = {},
) =>
  new Request(`http://localhost/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', ...headers },
    body:
      typeof body === 'string'
        ? body
        : json
          ? JSON.stringify(body)
          : new URLSearchParams(body as Record<string, string>).toString(),
  })
// Each call is a visitor of its own (the client address is what server.ts would have resolved).
let visitor = 0
const submit = (kind: string, request: Request, client = `192.0.2.${++visitor % 250}`) =>
  submitLead(payload, kind, request, { client })

const quote = {
  name: 'Dana Whitaker',
  email: 'dana@harbor-goods.example',
  details: 'Move our store to Shopify Plus before the holidays.',
  budget: '$25,000 to $50,000',
  services: ['E-commerce development'],
  page: '/new-project',
}

const count = async (collection: LeadCollection) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const countEach = async () =>
  Object.fromEntries(
    await Promise.all(OUTBOX_COLLECTIONS.map(async (collection) => [collection, await count(collection)] as const)),
  )

type Mail = { from: string; to: string[]; raw: string }
const mails: Mail[] = []
let smtp: SMTPServer
let smtpPort = 0

type ServiceCall = { body: Record<string, unknown> }
const serviceCalls: ServiceCall[] = []
let serviceAnswers: { status: number; body: string }[] = []
let service: http.Server
let serviceUrl = ''

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString()))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as AddressInfo).port

  service = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      serviceCalls.push({ body: JSON.parse(body) })
      const answer = serviceAnswers.shift() ?? { status: 200, body: 'OK' }
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`

  payload = await getPayload({ config })
})

afterAll(async () => {
  await new Promise<void>((r) => smtp?.close(() => r()))
  await new Promise<void>((r) => service?.close(() => r()))
  stopRunner()
  await payload?.destroy()
})

type TestClock = { at: number; now(): number }

/**
 * A clock this test moves itself, handed to the real delivery runner before the lead is sent (back to the system clock
 * after each test).
 */
function startTestClock(): TestClock {
  const clock = { at: Date.now(), now: () => clock.at }
  setDeliveryClock(clock)
  return clock
}
afterEach(() => setDeliveryClock(systemClock))

/**
 * Delivers a lead through its retries without waiting for them: while it is retrying, nothing
 * happens 1 ms before its due time, then the clock moves to it. Returns how the lead ended and
 * the delay each retry was given.
 */
async function deliverOnClock(clock: TestClock, collection: 'contactMessages', id: number) {
  const delays: number[] = []
  for (let attempt = 0; attempt < RETRY.maxAttempts; attempt++) {
    await drain(payload)
    const current = await payload.findByID({ collection, id, overrideAccess: true })
    if (current.deliveryStatus !== 'retrying' || !current.deliveryDueAt) break
    delays.push(Date.parse(current.deliveryDueAt) - clock.at)
    clock.at = Date.parse(current.deliveryDueAt) - 1
    await drain(payload)
    expect((await payload.findByID({ collection, id, overrideAccess: true })).deliveryAttempts).toBe(
      current.deliveryAttempts,
    )
    clock.at += 1
  }
  return { lead: await payload.findByID({ collection, id, overrideAccess: true }), delays }
}

beforeEach(() => {
  mails.length = 0
  serviceCalls.length = 0
})

describe('a quote request', () => {
  it('is stored before the answer, then delivered by SMTP to the agency with a confirmation to the visitor', async () => {
    useTransport(smtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'Northgrid website <no-reply@northgrid.example>'))
    const outcome = await submit('quote', post('quote', quote))
    expect(outcome).toMatchObject({ status: 200, redirect: '/thankyou' })
    const stored = (
      await payload.find({
        collection: 'quoteRequests',
        where: { email: { equals: quote.email } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(stored).toMatchObject({
      name: quote.name,
      details: quote.details,
      services: quote.services,
      sourcePage: '/new-project',
    })
    await drain(payload)
    const delivered = await payload.findByID({ collection: 'quoteRequests', id: stored.id, overrideAccess: true })
    expect(delivered.deliveryStatus).toBe('delivered')
    // On a shared PostgreSQL, a lead another test file left due may be delivered by the same
    // drain: only this request's two messages are looked at.
    const ours = mails.filter(
      (m) => m.to.includes(quote.email) || m.raw.includes('New quote request from Dana Whitaker'),
    )
    expect(ours).toHaveLength(2)
    const [note, confirm] = ours
    const settings = await payload.findGlobal({ slug: 'siteSettings' })
    expect(note.to).toEqual([settings.email])
    expect(note.raw).toContain('Subject: New quote request from Dana Whitaker')
    expect(note.raw).toContain('Move our store to Shopify Plus before the holidays.')
    expect(note.raw).toContain('Sent from: /new-project')
    expect(confirm.to).toEqual([quote.email])
    expect(confirm.raw).toMatch(/received your project request/)
  })

  it('is kept and marked failed when mail keeps failing, and can be retried from /build', async () => {
    const clock = startTestClock()
    useTransport(smtpTransport('smtp://127.0.0.1:1', 'x@northgrid.example'))
    const outcome = await submit(
      'contact',
      post('contact', { name: 'Eli', email: 'eli@clinic.example', message: 'Call me' }),
    )
    expect(outcome.status).toBe(200)
    const lead = (
      await payload.find({
        collection: 'contactMessages',
        where: { email: { equals: 'eli@clinic.example' } },
        overrideAccess: true,
      })
    ).docs[0]
    // The whole back-off schedule (about 33 s of delays), on the test's clock.
    const { lead: current, delays } = await deliverOnClock(clock, 'contactMessages', lead.id)
    expect(delays).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(backoffMs))
    expect(current).toMatchObject({ deliveryStatus: 'failed', deliveryAttempts: 10 })
    expect(current.lastDeliveryError).toMatch(/ECONNREFUSED|connect/i)

    useTransport(smtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'x@northgrid.example'))
    const staff = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    await payload.update({
      collection: 'contactMessages',
      id: lead.id,
      data: { deliveryStatus: 'retry' },
      overrideAccess: false,
      user: staff,
    })
    await drain(payload)
    expect(
      (await payload.findByID({ collection: 'contactMessages', id: lead.id, overrideAccess: true })).deliveryStatus,
    ).toBe('delivered')
    expect(mails.map((m) => m.raw).join('\n')).toContain('Call me')
  })
})

describe('a staff save and the delivery runner', () => {
  it('a lead form opened before its mail went out, saved after, changes the status and sends nothing twice', async () => {
    useTransport(smtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'x@northgrid.example'))
    const email = 'opened.early@clinic.example'
    expect((await submit('contact', post('contact', { name: 'Early', email, message: 'Once only' }))).status).toBe(200)
    const collection = 'contactMessages'
    const [opened] = (await payload.find({ collection, where: { email: { equals: email } }, overrideAccess: true }))
      .docs
    expect(opened.deliveryStatus).toBe('pending')
    await drain(payload)
    const sent = () => mails.filter((m) => m.raw.includes('Once only')).length
    expect(sent()).toBe(1)
    const { deliveredAt } = await payload.findByID({ collection, id: opened.id, overrideAccess: true })

    // The admin form sends back every field it loaded, the runner's "pending" among them.
    const staff = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    const { id, createdAt: _c, updatedAt: _u, ...loaded } = opened
    await payload.update({ collection, id, data: { ...loaded, status: 'spam' }, overrideAccess: false, user: staff })
    await drain(payload)
    const saved = await payload.findByID({ collection, id, overrideAccess: true })
    expect(saved).toMatchObject({ status: 'spam', deliveryStatus: 'delivered', deliveryAttempts: 1 })
    expect(Date.parse(saved.deliveredAt ?? '')).toBe(Date.parse(deliveredAt ?? 'not delivered'))
    expect(sent()).toBe(1)
  })
})

describe('the mail-service protocol', () => {
  it('posts lib_version 2.6.3 with the ids and retries with back-off until it answers OK', async () => {
    const clock = startTestClock()
    useTransport(
      mailServiceTransport({
        baseUrl: serviceUrl,
        userId: 'user_123',
        serviceId: 'service_abc',
        templateId: 'template_lead',
        confirmationTemplateId: undefined,
      }),
    )
    serviceAnswers = [
      { status: 500, body: 'Internal error' },
      { status: 400, body: 'The template is busy' },
      { status: 200, body: 'OK' },
    ]
    const outcome = await submit(
      'contact',
      post('contact', { name: 'Rosa Diaz', email: 'rosa@firm.example', message: 'Need a new site' }),
    )
    expect(outcome.status).toBe(200)
    const lead = (
      await payload.find({
        collection: 'contactMessages',
        where: { email: { equals: 'rosa@firm.example' } },
        overrideAccess: true,
      })
    ).docs[0]
    const { lead: done, delays } = await deliverOnClock(clock, 'contactMessages', lead.id)
    expect(serviceCalls).toHaveLength(3)
    expect(serviceCalls[0].body).toMatchObject({
      lib_version: '2.6.3',
      user_id: 'user_123',
      service_id: 'service_abc',
      template_id: 'template_lead',
    })
    expect(serviceCalls[0].body.template_params).toMatchObject({
      name: 'Rosa Diaz',
      email: 'rosa@firm.example',
      message: 'Need a new site',
    })
    // The second try is due 100 ms after the first, the third 200 ms after the second.
    expect(delays).toEqual([100, 200])
    expect(done).toMatchObject({ deliveryStatus: 'delivered', deliveryAttempts: 3 })
  })

  it('backs off from 100 ms doubling to at most 10 s', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 12].map(backoffMs)).toEqual([100, 200, 400, 800, 6400, 10_000, 10_000, 10_000])
  })
})

describe('without a mail transport', () => {
  it('stores the lead and records that no transport is set', async () => {
    useTransport(null)
    await submit('contact', post('contact', { name: 'No Mail', email: 'nomail@x.example', message: 'Hello' }))
    await drain(payload)
    const lead = (
      await payload.find({
        collection: 'contactMessages',
        where: { email: { equals: 'nomail@x.example' } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(lead.deliveryStatus).toBe('no-transport')
  })
})

describe('newsletter', () => {
  it('stores one subscriber however often the same address subscribes', async () => {
    useTransport(null)
    const before = await count('newsletterSubscribers')
    for (let i = 0; i < 3; i++)
      expect((await submit('newsletter', post('newsletter', { email: 'reader@news.example' }))).status).toBe(200)
    expect(await count('newsletterSubscribers')).toBe(before + 1)
  })
})

describe('a send that looks automated', () => {
  it.each([
    ['the honeypot filled in', 'pot', () => ({ [META_FIELDS.honeypot]: 'bot' })],
    ['sent a moment after the page was drawn', 'fast', () => ({ renderedAt: Date.now() - 500 })],
  ])('%s: is answered as any other and kept as spam, nobody e-mailed', async (_name, tag, extra) => {
    useTransport(smtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'x@northgrid.example'))
    const email = `quick-${tag}@visitor.example`
    const outcome = await submit('contact', post('contact', { name: 'Quick', email, message: 'Hello', ...extra() }))
    expect(outcome).toMatchObject({ status: 200 })
    const { docs } = await payload.find({
      collection: 'contactMessages',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'spam', message: 'Hello' })
    await drain(payload)
    const after = await payload.findByID({ collection: 'contactMessages', id: docs[0].id, overrideAccess: true })
    // Nothing went out, so it never reads "Delivered".
    expect(after.deliveryStatus).toBe('skipped')
    expect(mails.filter((m) => m.raw.includes(email))).toHaveLength(0)
  })

  it('a send that looks human is stored as new', async () => {
    const outcome = await submit(
      'contact',
      post('contact', { name: 'Calm', email: 'calm@visitor.example', message: 'Hi', renderedAt: Date.now() - 60_000 }),
    )
    expect(outcome.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'contactMessages',
      where: { email: { equals: 'calm@visitor.example' } },
      overrideAccess: true,
    })
    expect(docs[0]?.status).toBe('new')
  })
})

describe('bad input changes nothing', () => {
  const cases: [string, () => Request, number, RegExp][] = [
    ['malformed JSON', () => post('contact', '{"name": "x",'), 400, /not valid JSON/],
    ['a JSON array', () => post('contact', '[1,2]'), 400, /JSON object/],
    [
      'unknown fields',
      () => post('contact', { name: 'A', email: 'a@b.example', message: 'x', isAdmin: true }),
      400,
      /Fix the fields/,
    ],
    ['wrong types', () => post('contact', { name: ['A'], email: 'a@b.example', message: 'x' }), 400, /Fix the fields/],
    ['missing fields', () => post('quote', { name: 'A' }), 400, /Fix the fields/],
    [
      'an oversized body',
      () => post('contact', { name: 'A', email: 'a@b.example', message: 'x'.repeat(MAX_BODY_BYTES) }),
      413,
      /too large/,
    ],
    [
      'an unknown content type',
      () =>
        new Request('http://localhost/api/forms/contact', {
          method: 'POST',
          headers: { 'content-type': 'text/xml' },
          body: '<x/>',
        }),
      415,
      /JSON or as form data/,
    ],
    ['an unknown form', () => post('sweepstakes', { email: 'a@b.example' }), 404, /no such form/],
  ]
  it.each(cases)('%s', async (_name, makeRequest, status, message) => {
    const request = makeRequest()
    // Every lead collection, so each case counts the one its form would store into.
    const before = await countEach()
    const outcome = await submit(new URL(request.url).pathname.split('/').pop()!, request)
    expect(outcome.status).toBe(status)
    expect(outcome.message).toMatch(message)
    expect(await countEach()).toEqual(before)
  })

  it('limits each client per form, with the seconds to wait', async () => {
    useTransport(null)
    const client = '198.51.100.77'
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await submit('contact', post('contact', { name: 'R', email: `r${i}@x.example`, message: 'x' }), client))
          .status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const limited = await submit('contact', post('contact', { name: 'R', email: 'r9@x.example', message: 'x' }), client)
    expect(limited).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many submissions\. Please try again in \d+ seconds\.$/),
    })
    // Another form, or another client, is not limited.
    expect((await submit('newsletter', post('newsletter', { email: 'r@x.example' }), client)).status).toBe(200)
    expect((await submit('contact', post('contact', { name: 'S', email: 's@x.example', message: 'x' }))).status).toBe(
      200,
    )
  })

  it('limits each e-mail address per form, whichever client sends it', async () => {
    useTransport(null)
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await submit('contact', post('contact', { name: 'Same', email: 'Same.Inbox@x.example', message: `try ${i}` })))
          .status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // The address is compared without regard to case.
    expect(
      (await submit('contact', post('contact', { name: 'Same', email: 'same.inbox@x.example', message: 'again' })))
        .status,
    ).toBe(429)
  })

  it('does not count typing mistakes against the submissions, only against a higher cap on requests', async () => {
    useTransport(null)
    const client = '198.51.100.78'
    for (let i = 0; i < 10; i++)
      expect(
        (await submit('contact', post('contact', { name: 'Typo', email: 'not-an-email', message: 'x' }), client))
          .status,
      ).toBe(400)
    // Ten mistakes later, the visitor can still send five messages.
    for (let i = 0; i < 5; i++)
      expect(
        (await submit('contact', post('contact', { name: 'Typo', email: `typo${i}@x.example`, message: 'x' }), client))
          .status,
      ).toBe(200)
    // The raw cap (30 requests per window by default) stops a client that only sends garbage.
    const statuses = []
    for (let i = 0; i < 20; i++) statuses.push((await submit('contact', post('contact', '{"bad json'), client)).status)
    expect(statuses.slice(0, 15).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(15)).toEqual([429, 429, 429, 429, 429])
  })

  it('accepts plain form posts (no JavaScript) with repeated checkbox names', async () => {
    useTransport(null)
    const body = new URLSearchParams({ name: 'Form Post', email: 'form@post.example', details: 'Plain HTML form' })
    body.append('services', 'Website design and development')
    body.append('services', 'Digital marketing')
    const outcome = await submit('quote', post('quote', body.toString(), { json: false }))
    expect(outcome.status).toBe(200)
    const lead = (
      await payload.find({
        collection: 'quoteRequests',
        where: { email: { equals: 'form@post.example' } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(lead.services).toEqual(['Website design and development', 'Digital marketing'])
  })
})

describe('leads are staff-only', () => {
  it('refuses visitors any read, change or delete', async () => {
    const visitor = { overrideAccess: false } as const
    for (const collection of [
      'quoteRequests',
      'contactMessages',
      'newsletterSubscribers',
      'surveyAnswers',
      'callbackRequests',
    ] as const) {
      await expect(payload.find({ collection, ...visitor })).rejects.toThrow(/not allowed/i)
      await expect(
        payload.create({
          collection,
          ...visitor,
          data: {
            email: 'x@y.example',
            name: 'x',
            message: 'x',
            details: 'x',
            phone: '5550100',
            bestTime: 'Morning (9 am to 12 pm ET)',
            website: 'https://x.example',
            platform: 'Shopify',
            satisfaction: 'Neutral',
          } as never,
        }),
      ).rejects.toThrow(/not allowed/i)
    }
    const lead = (await payload.find({ collection: 'quoteRequests', limit: 1, overrideAccess: true })).docs[0]
    await expect(
      payload.update({ collection: 'quoteRequests', id: lead.id, ...visitor, data: { name: 'changed' } }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'quoteRequests', id: lead.id, ...visitor })).rejects.toThrow(
      /not allowed/i,
    )
  })
})
