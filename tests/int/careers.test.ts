import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { useTransport } from '@/leads/delivery/delivery'
import { drain, stopRunner } from '@/leads/delivery/runner'
import { smtpTransport } from '@/leads/delivery/transports'
import { signLink } from '@/lib/signed-links'
import { docx, exe, multipart, pdf, type Part } from '../fixtures/files'
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer'
import { newVisitor, send, startSite, type Served as Site } from './http'

/**
 * Job applications with a CV, the newsletter's double opt-in and one-click unsubscribe, and
 * privacy requests, against the real CMS, a real SMTP peer (smtp-server) and the real route
 * handlers over sockets (harness.ts).
 */
let payload: Payload
let site: Site
let smtp: SmtpPeer
type Mail = { to: string[]; raw: string; text: string }

/** The message as a reader sees it: quoted-printable soft breaks and escapes undone. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
/** A header's value, unfolded (long values continue on indented lines). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, 'mi')
    .exec(raw)?.[1]
    ?.replace(/\r\n[ \t]+/g, ' ')
    .trim()
const linkIn = (mail: Mail, pathname: string) =>
  new RegExp(`https?://[^\\s"<>]+${pathname}\\?token=[A-Za-z0-9_.-]+`).exec(mail.text)?.[0]
const local = (url: string) => new URL(url).pathname + new URL(url).search
/** Every message the SMTP peer accepted, decoded. */
const mails = (): Mail[] => smtp.accepted.map((m) => ({ to: m.to, raw: m.raw, text: decode(m.raw) }))
const mailsTo = (email: string) => mails().filter((m) => m.to.includes(email))

beforeAll(async () => {
  smtp = await startSmtpPeer()
  payload = await getPayload({ config })
  useTransport(smtpTransport(smtp.url, 'Northgrid website <no-reply@northgrid.example>'))
  site = await startSite()
})

afterAll(async () => {
  await site?.close()
  await smtp?.close()
  stopRunner()
  await payload?.destroy()
})

beforeEach(() => {
  smtp.accepted.length = 0
})

const staffToken = async () =>
  (
    await payload.login({
      collection: 'users',
      data: { email: 'admin@northgrid.example', password: 'integration-password-1' },
    })
  ).token!

// ---------------------------------------------------------------- applications

const jobSlug = async () =>
  (
    await payload.find({
      collection: 'jobs',
      limit: 1,
      overrideAccess: true,
      where: { _status: { equals: 'published' } },
    })
  ).docs[0]

const applicant = (email: string, extra: Part[] = []): Part[] => [
  { name: 'name', value: 'Rita Okafor' },
  { name: 'email', value: email },
  { name: 'phone', value: '+1 212 555 0142' },
  { name: 'link', value: 'https://www.linkedin.com/in/rita-okafor' },
  { name: 'coverNote', value: 'I rebuilt a 3,000-product Shopify store and cut its load time in half.' },
  ...extra,
]

const apply = (parts: Part[], headers: Record<string, string> = {}) => {
  const { body, contentType } = multipart(parts)
  return send(site, {
    method: 'POST',
    path: '/api/forms/application',
    from: newVisitor(),
    headers: { 'content-type': contentType, accept: 'application/json', ...headers },
    body,
  })
}

const cvFiles = () => (fs.existsSync(env().cvDir) ? fs.readdirSync(env().cvDir) : [])

describe('a job application', () => {
  it('stores the CV where only staff can read it, notifies staff with the job and a link (not the file), and confirms to the applicant', async () => {
    const job = await jobSlug()
    const email = 'rita.okafor@example.org'
    const reply = await apply(
      applicant(email, [
        { name: 'position', value: job.slug },
        { name: 'cv', value: pdf(), filename: 'Rita Okafor CV.pdf', type: 'application/pdf' },
      ]),
    )
    expect(reply.status, reply.text).toBe(200)
    const application = (
      await payload.find({
        collection: 'jobApplications',
        where: { email: { equals: email } },
        overrideAccess: true,
        depth: 1,
      })
    ).docs[0]
    expect(application).toMatchObject({
      name: 'Rita Okafor',
      position: job.title,
      positionPath: `/job/${job.slug}`,
      stage: 'new',
      deliveryStatus: 'pending',
    })
    const cv = application.cv as { id: number; filename: string; mimeType: string; originalName: string; url: string }
    expect(cv).toMatchObject({ mimeType: 'application/pdf', originalName: 'Rita Okafor CV.pdf' })
    expect(cv.filename).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/)
    // Stored outside anything served statically.
    expect(fs.existsSync(path.join(env().cvDir, cv.filename))).toBe(true)
    expect(env().cvDir.startsWith(path.resolve('public'))).toBe(false)

    await drain(payload)
    const [note, confirmation] = [
      mailsTo('careers@northgrid.example')[0] ?? mails().find((m) => /New application/.test(m.raw)),
      mailsTo(email)[0],
    ]
    expect(note.text).toContain(`New application for ${job.title} from Rita Okafor`)
    expect(note.text).toContain(`/build/collections/jobApplications/${application.id}`)
    expect(note.raw).not.toMatch(/Content-Disposition: attachment/i)
    expect(confirmation.text).toMatch(new RegExp(`received your application for ${job.title}`))

    // Anonymous: no list, no document, no file. Staff: the file, as an attachment.
    expect((await send(site, { path: cv.url, from: newVisitor() })).status).toBe(403)
    expect((await send(site, { path: `/api/cvs/file/${cv.filename}`, from: newVisitor() })).status).toBe(403)
    expect((await send(site, { path: '/api/cvs', from: newVisitor() })).status).toBe(403)
    expect((await send(site, { path: `/api/cvs/${cv.id}`, from: newVisitor() })).status).toBe(403)
    expect((await send(site, { path: '/api/jobApplications', from: newVisitor() })).status).toBe(403)
    const token = await staffToken()
    const download = await send(site, {
      path: `/api/cvs/file/${cv.filename}`,
      headers: { authorization: `JWT ${token}` },
      from: newVisitor(),
    })
    expect(download.status).toBe(200)
    expect(download.headers['content-disposition']).toBe('attachment')
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.text.startsWith('%PDF-')).toBe(true)

    // Staff move it through the stages and export the list.
    const staff = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    await payload.update({
      collection: 'jobApplications',
      id: application.id,
      data: { stage: 'interview' },
      overrideAccess: false,
      user: staff,
    })
    const csv = await send(site, {
      path: '/api/jobApplications/export.csv',
      headers: { authorization: `JWT ${token}` },
      from: newVisitor(),
    })
    expect(csv.status).toBe(200)
    expect(csv.text.split('\n')[0]).toBe(
      'id,createdAt,position,positionPath,stage,name,email,phone,link,coverNote,cv,sourcePage,deliveryStatus,deliveryAttempts,deliveredAt',
    )
    expect(csv.text).toContain(',interview,Rita Okafor,rita.okafor@example.org,')
  })

  it('accepts a DOCX and the internship as the position', async () => {
    const reply = await apply(
      applicant('docx@example.org', [
        { name: 'position', value: 'internship' },
        { name: 'cv', value: docx(), filename: 'cv.docx' },
      ]),
    )
    expect(reply.status, reply.text).toBe(200)
    const stored = (
      await payload.find({
        collection: 'jobApplications',
        where: { email: { equals: 'docx@example.org' } },
        overrideAccess: true,
        depth: 1,
      })
    ).docs[0]
    expect(stored.position).toMatch(/internship/i)
    expect((stored.cv as { mimeType: string }).mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })

  it('refuses a file whose bytes are not a CV, whatever its name, and a file over 10 MB with 413, storing nothing', async () => {
    const job = await jobSlug()
    const before = {
      apps: (await payload.count({ collection: 'jobApplications', overrideAccess: true })).totalDocs,
      files: cvFiles().length,
    }
    const wrong = await apply(
      applicant('wrong@example.org', [
        { name: 'position', value: job.slug },
        { name: 'cv', value: exe(), filename: 'cv.pdf', type: 'application/pdf' },
      ]),
    )
    expect(wrong.status).toBe(415)
    expect(JSON.parse(wrong.text).errors.cv).toMatch(
      /must be a PDF, DOC or DOCX file\. The file you chose is of type EXE, whatever its name says\./,
    )
    const renamed = await apply(
      applicant('renamed@example.org', [
        { name: 'position', value: job.slug },
        { name: 'cv', value: pdf(), filename: 'cv.docx' },
      ]),
    )
    expect(renamed.status).toBe(200)
    const big = Buffer.concat([pdf(), Buffer.alloc(12 * 1024 * 1024, 0x20)])
    const tooBig = await apply(
      applicant('big@example.org', [
        { name: 'position', value: job.slug },
        { name: 'cv', value: big, filename: 'cv.pdf' },
      ]),
    )
    expect(tooBig.status).toBe(413)
    expect(JSON.parse(tooBig.text).message).toMatch(/larger than 10 MB/)
    // Without a declared length (chunked), the limit is applied while streaming.
    const { body, contentType } = multipart(
      applicant('chunked@example.org', [
        { name: 'position', value: job.slug },
        { name: 'cv', value: big, filename: 'cv.pdf' },
      ]),
    )
    const chunked = await send(site, {
      method: 'POST',
      path: '/api/forms/application',
      from: newVisitor(),
      headers: { 'content-type': contentType, accept: 'application/json', 'transfer-encoding': 'chunked' },
      body,
    })
    expect(chunked.status).toBe(413)
    expect((await payload.count({ collection: 'jobApplications', overrideAccess: true })).totalDocs).toBe(
      before.apps + 1,
    )
    expect(cvFiles().length).toBe(before.files + 1)
  })

  it('uploads by staff through the CMS go through the same checks: the type from the bytes, 413 past 10 MB (not truncated)', async () => {
    const token = await staffToken()
    const upload = (file: Buffer, filename: string) => {
      const { body, contentType } = multipart([{ name: 'file', value: file, filename, type: 'application/pdf' }])
      return send(site, {
        method: 'POST',
        path: '/api/cvs',
        from: newVisitor(),
        headers: { 'content-type': contentType, authorization: `JWT ${token}` },
        body,
      })
    }
    const ok = await upload(pdf(), 'staff.pdf')
    expect(ok.status, ok.text).toBe(201)
    expect(JSON.parse(ok.text).doc).toMatchObject({ mimeType: 'application/pdf', originalName: 'staff.pdf' })
    const wrong = await upload(exe(), 'staff.pdf')
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('must be a PDF, DOC or DOCX file')
    const big = await upload(Buffer.concat([pdf(), Buffer.alloc(12 * 1024 * 1024, 0x20)]), 'big.pdf')
    expect(big.status).toBe(413)
    await payload.delete({ collection: 'cvs', id: JSON.parse(ok.text).doc.id, overrideAccess: true })
  })

  it('without JavaScript: a plain multipart post redirects to a thank-you page', async () => {
    const job = await jobSlug()
    const { body, contentType } = multipart(
      applicant('nojs@example.org', [
        { name: 'position', value: job.slug },
        { name: 'cv', value: pdf(), filename: 'cv.pdf' },
      ]),
    )
    const reply = await send(site, {
      method: 'POST',
      path: '/api/forms/application',
      from: newVisitor(),
      headers: { 'content-type': contentType },
      body,
    })
    expect(reply.status).toBe(303)
    expect(reply.headers.location).toBe('/application-sent')
  })
})

// ---------------------------------------------------------------- newsletter

const subscribe = (email: string) =>
  send(site, {
    method: 'POST',
    path: '/api/forms/newsletter',
    from: newVisitor(),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email }),
  })
const postForm = (pathname: string, fields: Record<string, string>) =>
  send(site, {
    method: 'POST',
    path: pathname,
    from: newVisitor(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletterSubscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs

describe('the newsletter', () => {
  it('stores an unconfirmed address, e-mails a signed link, and subscribes once and only once when it is followed', async () => {
    const email = 'opt-in@example.org'
    const first = await subscribe(email)
    expect(first.status).toBe(200)
    expect(JSON.parse(first.text).message).toBe(
      "You're in now! Be ready to become even more tech-savvy. To finish, follow the link we have sent to your inbox.",
    )
    expect((await subscriber(email))[0]).toMatchObject({ status: 'unconfirmed' })
    await drain(payload)
    const [mail] = mailsTo(email)
    expect(mail).toBeDefined()
    const confirm = linkIn(mail, '/newsletter/confirm')!
    const unsubscribeUrl = linkIn(mail, '/newsletter/unsubscribe')!
    expect(header(mail.raw, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`)
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // Following the link shows a button; only pressing it subscribes.
    const page = await send(site, { path: local(confirm), from: newVisitor() })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Yes, subscribe me')
    expect((await subscriber(email))[0].status).toBe('unconfirmed')
    const token = new URL(confirm).searchParams.get('token')!
    const done = await postForm('/newsletter/confirm', { token })
    expect(done.status).toBe(200)
    expect(done.text).toContain('Your subscription is confirmed')
    expect((await subscriber(email))[0]).toMatchObject({ status: 'subscribed' })
    // A replay: a clear page, nothing changes.
    const replay = await postForm('/newsletter/confirm', { token })
    expect(replay.status).toBe(200)
    expect(replay.text).toContain('You are already subscribed')

    // Subscribing again: no duplicate, no new e-mail, the same answer.
    smtp.accepted.length = 0
    const again = await subscribe(email)
    expect(JSON.parse(again.text).message).toBe(JSON.parse(first.text).message)
    await drain(payload)
    expect(await subscriber(email)).toHaveLength(1)
    expect(mailsTo(email)).toHaveLength(0)
  })

  it('gives forged, tampered and expired links a clear page', async () => {
    const email = 'forged@example.org'
    await subscribe(email)
    const [row] = await subscriber(email)
    const forged = signLink('newsletter-confirm', { id: row.id, email }, Date.now(), 60_000).replace(/.{4}$/, 'AAAA')
    const r1 = await postForm('/newsletter/confirm', { token: forged })
    expect(r1.status).toBe(400)
    expect(r1.text).toContain('This link is not valid')
    expect((await postForm('/newsletter/confirm', { token: 'not-a-token' })).status).toBe(400)
    // Signed for another address (the row's id is right, the address is not).
    const other = signLink('newsletter-confirm', { id: row.id, email: 'someone-else@example.org' }, Date.now(), 60_000)
    expect((await postForm('/newsletter/confirm', { token: other })).status).toBe(404)
    const expired = signLink('newsletter-confirm', { id: row.id, email }, Date.now() - 8 * 86_400_000, 7 * 86_400_000)
    const r3 = await postForm('/newsletter/confirm', { token: expired })
    expect(r3.status).toBe(410)
    expect(r3.text).toContain('This link has expired')
    expect((await subscriber(email))[0].status).toBe('unconfirmed')
  })

  it('unsubscribes with the one-click POST of RFC 8058, without signing in, and a new subscription asks for confirmation again', async () => {
    const email = 'leaver@example.org'
    await subscribe(email)
    await drain(payload)
    const mail = mailsTo(email)[0]
    await postForm('/newsletter/confirm', {
      token: new URL(linkIn(mail, '/newsletter/confirm')!).searchParams.get('token')!,
    })
    expect((await subscriber(email))[0].status).toBe('subscribed')
    const unsubscribeUrl = /<([^>]+)>/.exec(header(mail.raw, 'List-Unsubscribe')!)![1]
    const reply = await send(site, {
      method: 'POST',
      path: local(unsubscribeUrl),
      from: newVisitor(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(reply.status).toBe(200)
    expect(reply.text).toContain('You are unsubscribed')
    expect((await subscriber(email))[0]).toMatchObject({ status: 'unsubscribed' })
    // Again: still fine.
    expect(
      (
        await send(site, {
          method: 'POST',
          path: local(unsubscribeUrl),
          from: newVisitor(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(200)
    smtp.accepted.length = 0
    await subscribe(email)
    await drain(payload)
    expect((await subscriber(email))[0]).toMatchObject({ status: 'unconfirmed' })
    expect(mailsTo(email)).toHaveLength(1)
  })
})

// ---------------------------------------------------------------- privacy requests

const privacyRequest = (email: string, requestType: string) =>
  send(site, {
    method: 'POST',
    path: '/api/forms/privacy',
    from: newVisitor(),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, requestType }),
  })

async function confirmFromMail(email: string): Promise<void> {
  await drain(payload)
  const mail = mailsTo(email).find((m) => /Confirm your privacy request/.test(m.text))!
  const link = linkIn(mail, '/privacy-request/confirm')!
  const page = await send(site, { path: local(link), from: newVisitor() })
  expect(page.status).toBe(200)
  // Pressed twice at once: the link works for exactly one of them.
  const token = new URL(link).searchParams.get('token')!
  const replies = await Promise.all([
    postForm('/privacy-request/confirm', { token }),
    postForm('/privacy-request/confirm', { token }),
  ])
  expect(replies.map((r) => r.status)).toEqual([200, 200])
  expect(replies.filter((r) => r.text.includes('Request confirmed'))).toHaveLength(1)
  expect(replies.filter((r) => r.text.includes('already confirmed'))).toHaveLength(1)
  // A later replay changes nothing either.
  expect((await postForm('/privacy-request/confirm', { token })).text).toContain('already confirmed')
  await drain(payload)
}

async function everything(email: string) {
  const counts: Record<string, number> = {}
  for (const c of [
    'quoteRequests',
    'contactMessages',
    'newsletterSubscribers',
    'surveyAnswers',
    'jobApplications',
    'cvs',
    'privacyRequests',
  ] as const) {
    counts[c] = (
      await payload.find({ collection: c, where: { email: { like: email } }, overrideAccess: true, pagination: false })
    ).docs.length
  }
  return counts
}

describe('privacy requests', () => {
  const email = 'Private.Person@example.org'

  beforeAll(async () => {
    const job = await jobSlug()
    const lead = (kind: string, body: Record<string, unknown>) =>
      send(site, {
        method: 'POST',
        path: `/api/forms/${kind}`,
        from: newVisitor(),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await lead('contact', { name: 'Pat Private', email, message: 'Hello' })).status).toBe(200)
    expect((await lead('quote', { name: 'Pat Private', email: email.toLowerCase(), details: 'A store' })).status).toBe(
      200,
    )
    expect((await subscribe(email)).status).toBe(200)
    expect(
      (
        await apply(
          applicant(email, [
            { name: 'position', value: job.slug },
            { name: 'cv', value: pdf(), filename: 'private.pdf' },
          ]),
        )
      ).status,
    ).toBe(200)
    await drain(payload)
  })

  it('sends a copy as JSON only after the link sent to that address is followed', async () => {
    const reply = await privacyRequest(email, 'Send me a copy of my data')
    expect(reply.status).toBe(200)
    smtp.accepted.length = 0
    await confirmFromMail(email)
    const mail = mailsTo(email).find((m) => /Your data held by/.test(m.text))!
    expect(mail.raw).toMatch(/filename=my-data\.json/)
    const base64 = /filename=my-data\.json[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(mail.raw)![1]
    const data = JSON.parse(Buffer.from(base64.replace(/\r\n/g, ''), 'base64').toString('utf8'))
    expect(data.contactMessages).toHaveLength(1)
    expect(data.quoteRequests).toHaveLength(1)
    expect(data.newsletterSubscribers).toHaveLength(1)
    expect(data.jobApplications).toHaveLength(1)
    expect(data.files).toEqual([expect.objectContaining({ fileName: 'private.pdf', type: 'application/pdf' })])
    expect(JSON.stringify(data)).not.toContain('deliveryLeaseOwner')
  })

  it('deletes every lead, application, CV file and subscription of the address, keeping an anonymised record', async () => {
    const cv = (await payload.find({ collection: 'cvs', where: { email: { equals: email } }, overrideAccess: true }))
      .docs[0]
    const file = path.join(env().cvDir, cv.filename!)
    expect(fs.existsSync(file)).toBe(true)
    await privacyRequest(email, 'Delete my data')
    smtp.accepted.length = 0
    await confirmFromMail(email)
    expect(await everything(email)).toEqual({
      quoteRequests: 0,
      contactMessages: 0,
      newsletterSubscribers: 0,
      surveyAnswers: 0,
      jobApplications: 0,
      cvs: 0,
      privacyRequests: 0,
    })
    expect(fs.existsSync(file)).toBe(false)
    const record = (
      await payload.find({
        collection: 'privacyRequests',
        where: { requestType: { equals: 'Delete my data' } },
        overrideAccess: true,
        sort: '-createdAt',
      })
    ).docs[0]
    expect(record).toMatchObject({ email: null, status: 'completed' })
    expect(record.emailTag).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(record.outcome).toMatch(/^Deleted \d+ records .* and 1 files\.$/)
    expect(mailsTo(email).some((m) => /deleted your data/.test(m.text))).toBe(true)
  })

  it('staff can do the same from /build for a given address, without a confirmation link', async () => {
    const other = 'staff-handled@example.org'
    await subscribe(other)
    await drain(payload)
    // The copy, downloaded by staff; refused to visitors.
    expect(
      (await send(site, { path: `/api/privacyRequests/data.json?email=${other}`, from: newVisitor() })).status,
    ).toBe(403)
    const copy = await send(site, {
      path: `/api/privacyRequests/data.json?email=${other}`,
      headers: { authorization: `JWT ${await staffToken()}` },
      from: newVisitor(),
    })
    expect(copy.status).toBe(200)
    expect(JSON.parse(copy.text).newsletterSubscribers).toEqual([
      expect.objectContaining({ email: other, status: 'unconfirmed' }),
    ])
    const staff = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    smtp.accepted.length = 0
    await payload.create({
      collection: 'privacyRequests',
      data: { email: other, requestType: 'Delete my data' } as never,
      overrideAccess: false,
      user: staff,
    })
    await drain(payload)
    expect((await everything(other)).newsletterSubscribers).toBe(0)
    // Visitors cannot create one directly.
    await expect(
      payload.create({
        collection: 'privacyRequests',
        data: { email: other, requestType: 'Delete my data' } as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
