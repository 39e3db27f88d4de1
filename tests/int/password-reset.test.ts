import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { stopRunner } from '@/leads/delivery/runner'
import { limit } from '@/lib/limits'
import { SIGN_IN_LIMITS } from '@/lib/limits/signin'
import { send, serve, type Served } from './http'

/**
 * The staff's password reset by e-mail (src/lib/mail/payload-email.ts) through the real route
 * handler of /api/users/forgot-password, with a real SMTP peer (smtp-server) named by
 * SMTP_URL before the config loads. The peer holds each message until the test lets it go,
 * to show that the answer does not wait for the mail.
 */
const peer = await vi.hoisted(async () => {
  const { SMTPServer } = await import('smtp-server')
  const mails: { to: string[]; raw: string }[] = []
  let hold = Promise.resolve()
  let release = () => {}
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString()))
      stream.on('end', () => {
        void hold.then(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
          callback()
        })
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = 'Northgrid CMS <cms@northgrid.example>'
  return {
    server,
    mails,
    /** From now on, messages wait until the returned function is called. */
    holdMessages: () => {
      hold = new Promise<void>((resolve) => (release = resolve))
      return () => release()
    },
  }
})

let payload: Payload
let served: Served
const staff = process.env.ADMIN_EMAIL!
const CLIENTS = ['127.0.0.201', '127.0.0.202', '127.0.0.203']

beforeAll(async () => {
  payload = await getPayload({ config })
  await Promise.all(CLIENTS.map((client) => limit(payload, 'forgot-password-client', SIGN_IN_LIMITS.forgotPassword).reset(client)))
  served = await serve((pathname, method) => {
    if (method !== 'POST') return undefined
    const slug = pathname.replace(/^\/api\//, '').split('/')
    return (request) => REST_POST(request, { params: Promise.resolve({ slug }) })
  })
})

afterAll(async () => {
  await served?.close()
  stopRunner()
  await payload?.destroy()
  await new Promise<void>((resolve) => peer.server.close(() => resolve()))
  delete process.env.SMTP_URL
  delete process.env.MAIL_FROM
})

const waitFor = async (check: () => boolean) => {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 10_000, interval: 20 })
}

describe('password reset by e-mail', () => {
  it('sends a known staff address its reset link, from MAIL_FROM, without making the answer wait for the SMTP server', async () => {
    const release = peer.holdMessages()
    const before = peer.mails.length
    const answer = await send(served, { path: '/api/users/forgot-password', from: CLIENTS[0], body: { email: staff } })
    // Answered while the SMTP peer still holds the message. A route that waited for the
    // peer could only answer once nodemailer gave up on it (its 20 s socket timeout), so the
    // bound below is that timeout's half, not a speed target.
    expect(answer.status).toBe(200)
    expect(peer.mails.length).toBe(before)
    expect(answer.ms).toBeLessThan(10_000)
    release()
    await waitFor(() => peer.mails.length === before + 1)
    const mail = peer.mails[before]
    expect(mail.to).toEqual([staff])
    expect(mail.raw).toMatch(/^From: "?Northgrid CMS"? <cms@northgrid\.example>/m)
    const user = (await payload.db.findOne<{ id: number | string; resetPasswordToken?: string | null }>({ collection: 'users', where: { email: { equals: staff } } }))!
    expect(user.resetPasswordToken).toBeTruthy()
    // The link is on the configured site, never on a Host header the request sent.
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`/build/reset/${user.resetPasswordToken}`)
  })

  it('answers an unknown address the same way, and sends nothing', async () => {
    const known = await send(served, { path: '/api/users/forgot-password', from: CLIENTS[1], body: { email: staff } })
    const unknown = await send(served, { path: '/api/users/forgot-password', from: CLIENTS[2], body: { email: 'nobody@northgrid.example' } })
    expect(unknown.status).toBe(known.status)
    expect(unknown.json).toEqual(known.json)
    await waitFor(() => peer.mails.some((m) => m.to.includes(staff)))
    expect(peer.mails.some((m) => m.to.includes('nobody@northgrid.example'))).toBe(false)
  })
})
