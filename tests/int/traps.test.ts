import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { META_FIELDS, PRIVACY_REQUEST_TYPES } from '@/forms/definitions'
import type { LeadCollection } from '@/leads/collections'
import { useTransport } from '@/leads/delivery/delivery'
import { drain, stopRunner } from '@/leads/delivery/runner'
import { smtpTransport } from '@/leads/delivery/transports'
import { multipart, pdf, type Part } from '../fixtures/files'
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer'
import { newVisitor, send, startSite, type Answer, type Served as Site } from './http'

/**
 * Bot traps never make the site mail anyone: every form whose success e-mails the address a visitor typed (the
 * quote's confirmation, the newsletter's opt-in link, the privacy request's link, the application's
 * acknowledgement), sent with the hidden field filled in or too fast, gets the very answer of a real send, with and
 * without JavaScript, is kept marked, and after the delivery runner has processed it the real SMTP peer (smtp-server)
 * has received nothing for that address. Real route handlers over sockets, the real CMS, and the captcha switched on
 * against a local server speaking its verification protocol.
 */
const verifier = await vi.hoisted(async () => {
  const { createServer } = await import('node:http')
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const success = new URLSearchParams(body).get('response') === 'good-token'
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  // Read once by src/config/env.ts, which the CMS's config loads: set before any import.
  process.env.RECAPTCHA_SITE_KEY = 'site-key-traps'
  process.env.RECAPTCHA_SECRET_KEY = 'secret-key-traps'
  process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${port}/siteverify`
  return server
})

let payload: Payload
let site: Site
let smtp: SmtpPeer

beforeAll(async () => {
  smtp = await startSmtpPeer()
  payload = await getPayload({ config })
  useTransport(smtpTransport(smtp.url, 'Northgrid website <no-reply@northgrid.example>'))
  site = await startSite()
})

afterAll(async () => {
  await site?.close()
  await smtp?.close()
  await new Promise<void>((resolve) => verifier.close(() => resolve()))
  stopRunner()
  await payload?.destroy()
})

beforeEach(() => {
  smtp.accepted.length = 0
})

const CAPTCHA = { [META_FIELDS.captcha]: 'good-token' }
/** A person: the page was drawn a minute before the send. */
const human = () => ({ [META_FIELDS.renderedAt]: String(Date.now() - 60_000) })
const TRAPS: [string, () => Record<string, string>][] = [
  ['the hidden field filled in', () => ({ ...human(), [META_FIELDS.honeypot]: 'https://bot.example/offer' })],
  ['sent half a second after the page was drawn', () => ({ [META_FIELDS.renderedAt]: String(Date.now() - 500) })],
]

type Mode = 'script' | 'plain'
type Form = {
  kind: string
  collection: LeadCollection
  fields: (email: string) => Record<string, string>
  /** Marks of a caught send besides `trapped`. */
  caught?: Record<string, unknown>
  /** Staff are told of a caught send too (as of any other application); the other forms keep spam in /build. */
  staffToldOfCaught?: RegExp
}

const job = async () =>
  (
    await payload.find({
      collection: 'jobs',
      limit: 1,
      overrideAccess: true,
      where: { _status: { equals: 'published' } },
    })
  ).docs[0]

let position = ''
const FORMS: Form[] = [
  {
    kind: 'quote',
    collection: 'quoteRequests',
    fields: (email) => ({ name: 'Dana Whitaker', email, details: 'Move our store to Shopify Plus.' }),
    caught: { status: 'spam' },
  },
  { kind: 'newsletter', collection: 'newsletterSubscribers', fields: (email) => ({ email }) },
  {
    kind: 'privacy',
    collection: 'privacyRequests',
    fields: (email) => ({ email, requestType: PRIVACY_REQUEST_TYPES.export }),
  },
  {
    kind: 'application',
    collection: 'jobApplications',
    fields: (email) => ({
      name: 'Rita Okafor',
      email,
      coverNote: 'I rebuilt a 3,000-product Shopify store and cut its load time in half.',
      position,
    }),
    staffToldOfCaught: /^New application for /m,
  },
]

/**
 * The send as the site's own form makes it: with JavaScript, JSON (an application: its form data) asking for JSON;
 * without, the browser's form encoding and a redirect.
 */
function post(form: Form, values: Record<string, string>, mode: Mode): Promise<Answer> {
  const path = `/api/forms/${form.kind}`
  const accept: Record<string, string> = mode === 'script' ? { accept: 'application/json' } : {}
  if (form.kind === 'application') {
    const parts: Part[] = [
      ...Object.entries(values).map(([name, value]) => ({ name, value })),
      { name: 'cv', value: pdf(), filename: 'cv.pdf', type: 'application/pdf' },
    ]
    const { body, contentType } = multipart(parts)
    return send(site, { path, from: newVisitor(), headers: { 'content-type': contentType, ...accept }, body })
  }
  if (mode === 'script')
    return send(site, {
      path,
      from: newVisitor(),
      headers: { 'content-type': 'application/json', ...accept },
      body: JSON.stringify(values),
    })
  return send(site, {
    path,
    from: newVisitor(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  })
}

/** All a client can read of an answer but the date. */
const seen = (a: Answer) => {
  const { date: _date, ...headers } = a.headers
  return { status: a.status, headers, body: a.text }
}

const rowsOf = async (collection: LeadCollection, email: string) =>
  (await payload.find({ collection, where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs

/** The message as a reader sees it: quoted-printable soft breaks and escapes undone. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
const mailedTo = (email: string) => smtp.accepted.filter((m) => m.to.includes(email))
const mentioning = (email: string) =>
  smtp.accepted.map((m) => ({ ...m, text: decode(m.raw) })).filter((m) => m.text.includes(email))

describe('a send a bot trap caught', () => {
  beforeAll(async () => {
    position = (await job()).slug
  })

  describe.each(FORMS.map((f) => [f.kind, f] as const))('%s', (kind, form) => {
    it.each(TRAPS)(
      '%s: answered as a real send with and without JavaScript, kept marked, and nothing mailed to its address',
      async (trap, marks) => {
        const tag = `${kind}-${trap.split(' ')[0]}-${Date.now()}`
        const address = (who: string, mode: Mode) => `${who}-${mode}-${tag}@visitor.example`
        const sends = { real: {} as Record<Mode, Answer>, caught: {} as Record<Mode, Answer> }
        for (const mode of ['script', 'plain'] as const) {
          sends.real[mode] = await post(form, { ...form.fields(address('real', mode)), ...CAPTCHA, ...human() }, mode)
          sends.caught[mode] = await post(form, { ...form.fields(address('bot', mode)), ...CAPTCHA, ...marks() }, mode)
        }
        expect(sends.real.script.status, sends.real.script.text).toBe(200)
        expect(sends.real.plain.status, sends.real.plain.text).toBe(303)
        // Byte for byte what a real send is answered, so the bot cannot tell.
        expect(seen(sends.caught.script)).toEqual(seen(sends.real.script))
        expect(seen(sends.caught.plain)).toEqual(seen(sends.real.plain))

        for (const mode of ['script', 'plain'] as const) {
          const [caught] = await rowsOf(form.collection, address('bot', mode))
          expect(caught).toMatchObject({ trapped: true, ...form.caught })
          const [real] = await rowsOf(form.collection, address('real', mode))
          expect(real).toMatchObject({ trapped: false })
          if (form.caught) expect(real).not.toMatchObject(form.caught)
        }

        await drain(payload)
        for (const mode of ['script', 'plain'] as const) {
          // The runner has processed both: what it would have sent, it has; a caught send with nothing left to
          // send is "Not e-mailed", never "Delivered".
          expect((await rowsOf(form.collection, address('real', mode)))[0]).toMatchObject({
            deliveryStatus: 'delivered',
          })
          expect((await rowsOf(form.collection, address('bot', mode)))[0]).toMatchObject({
            deliveryStatus: form.staffToldOfCaught ? 'delivered' : 'skipped',
          })
          expect(mailedTo(address('real', mode)).length).toBeGreaterThan(0)
          expect(mailedTo(address('bot', mode))).toEqual([])
          const aboutCaught = mentioning(address('bot', mode))
          if (form.staffToldOfCaught) {
            expect(aboutCaught).toHaveLength(1)
            expect(aboutCaught[0].text).toMatch(/looks automated/)
          } else expect(aboutCaught).toEqual([])
        }
      },
    )
  })

  it('a quote kept as spam tells staff nothing, as for every workflow lead; a real one tells them and its sender', async () => {
    const form = FORMS[0]
    const [real, bot] = [`real-staff-${Date.now()}@visitor.example`, `bot-staff-${Date.now()}@visitor.example`]
    expect((await post(form, { ...form.fields(real), ...CAPTCHA, ...human() }, 'script')).status).toBe(200)
    expect((await post(form, { ...form.fields(bot), ...CAPTCHA, ...TRAPS[0][1]() }, 'script')).status).toBe(200)
    await drain(payload)
    const aboutReal = mentioning(real)
    expect(aboutReal.filter((m) => m.to.includes(real))).toHaveLength(1)
    expect(aboutReal.filter((m) => !m.to.includes(real))).toHaveLength(1)
    expect(mentioning(bot)).toEqual([])
  })
})

describe('the newsletter and a bot trap', () => {
  const newsletter = FORMS[1]
  const sendAs = (email: string, extra: Record<string, string>) =>
    post(newsletter, { email, ...CAPTCHA, ...extra }, 'script')

  it('a bot that typed an address first holds nothing back: its owner then subscribes and gets the link', async () => {
    const email = `owner-later-${Date.now()}@visitor.example`
    expect((await sendAs(email, TRAPS[0][1]())).status).toBe(200)
    await drain(payload)
    expect(mailedTo(email)).toEqual([])
    expect((await sendAs(email, human())).status).toBe(200)
    await drain(payload)
    expect(mailedTo(email)).toHaveLength(1)
    expect(await rowsOf('newsletterSubscribers', email)).toMatchObject([
      { status: 'unconfirmed', trapped: false, deliveryStatus: 'delivered' },
    ])
  })

  it('a caught send of an address already waiting for its link changes nothing and mails nothing more', async () => {
    const email = `owner-first-${Date.now()}@visitor.example`
    expect((await sendAs(email, human())).status).toBe(200)
    await drain(payload)
    expect(mailedTo(email)).toHaveLength(1)
    const before = await rowsOf('newsletterSubscribers', email)
    expect((await sendAs(email, TRAPS[1][1]())).status).toBe(200)
    await drain(payload)
    expect(mailedTo(email)).toHaveLength(1)
    expect(await rowsOf('newsletterSubscribers', email)).toEqual(before)
  })
})

describe('a send that fails the robot check', () => {
  it.each(FORMS.map((f) => [f.kind, f] as const))(
    '%s: refused with the reason, nothing stored, nothing mailed',
    async (_kind, form) => {
      const email = `no-captcha-${form.kind}-${Date.now()}@visitor.example`
      const answer = await post(
        form,
        { ...form.fields(email), [META_FIELDS.captcha]: 'forged', ...TRAPS[0][1]() },
        'script',
      )
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({
        ok: false,
        message: 'The robot check did not pass. Please tick the box again.',
      })
      await drain(payload)
      expect(await rowsOf(form.collection, email)).toEqual([])
      expect(mentioning(email)).toEqual([])
    },
  )
})
