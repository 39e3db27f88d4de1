import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { limit } from '@/lib/limits'
import { SIGN_IN_LIMITS } from '@/lib/limits/signin'
import { newVisitor, send, startSite, type Served } from './http'

/**
 * The staff's password reset by e-mail (src/lib/mail/payload-email.ts) through the real route
 * handler of /api/users/forgot-password, with a real SMTP peer (tests/smtp-peer.ts) named by
 * SMTP_URL before the config loads. In 'hold' mode the peer keeps a message unacknowledged,
 * to show that the answer does not wait for the mail.
 */
const peer = await vi.hoisted(async () => {
  const { startSmtpPeer } = await import('../smtp-peer')
  const started = await startSmtpPeer('accept')
  process.env.SMTP_URL = started.url
  process.env.MAIL_FROM = 'Northgrid CMS <cms@northgrid.example>'
  return started
})

let payload: Payload
let served: Served
const staff = process.env.ADMIN_EMAIL!
const CLIENTS = [newVisitor(), newVisitor(), newVisitor()]

beforeAll(async () => {
  payload = await getPayload({ config })
  // A shared PostgreSQL keeps counts from earlier runs: start from none.
  await Promise.all(
    CLIENTS.map((client) => limit(payload, 'forgot-password-client', SIGN_IN_LIMITS.forgotPassword).reset(client)),
  )
  served = await startSite()
})

afterAll(async () => {
  await served?.close()
  stopRunner()
  await payload?.destroy()
  await peer.close()
  delete process.env.SMTP_URL
  delete process.env.MAIL_FROM
})

/**
 * Payload sends one reset e-mail per account per 15 s (forgotPassword.minRequestInterval): start each test outside it.
 */
const clearLastRequest = () =>
  payload.db.updateOne({
    collection: 'users',
    where: { email: { equals: staff } },
    data: { resetPasswordRequestedAt: null },
  })

const waitFor = async (check: () => boolean) => {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 10_000, interval: 20 })
}

describe('password reset by e-mail', () => {
  it('sends a known staff address its reset link, from MAIL_FROM, without making the answer wait for the SMTP server', async () => {
    await clearLastRequest()
    peer.mode = 'hold'
    const answer = await send(served, { path: '/api/users/forgot-password', from: CLIENTS[0], body: { email: staff } })
    // Answered while the SMTP peer has not acknowledged the message. A route that waited for
    // the peer could only answer once nodemailer gave up on it (its 20 s socket timeout), so
    // the bound below is that timeout's half, not a speed target.
    expect(answer.status).toBe(200)
    expect(answer.ms).toBeLessThan(10_000)
    await waitFor(() => peer.held.length === 1)
    const mail = peer.held[0]
    peer.mode = 'accept'
    mail.release()
    expect(mail.to).toEqual([staff])
    expect(mail.raw).toMatch(/^From: "?Northgrid CMS"? <cms@northgrid\.example>/m)
    const user = (await payload.db.findOne<{ id: number | string; resetPasswordToken?: string | null }>({
      collection: 'users',
      where: { email: { equals: staff } },
    }))!
    expect(user.resetPasswordToken).toBeTruthy()
    // The link is on the configured site, never on a Host header the request sent.
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`/build/reset/${user.resetPasswordToken}`)
  })

  it('answers an unknown address the same way, and sends nothing', async () => {
    await clearLastRequest()
    const before = peer.accepted.length
    const unknown = await send(served, {
      path: '/api/users/forgot-password',
      from: CLIENTS[2],
      body: { email: 'nobody@northgrid.example' },
    })
    const known = await send(served, { path: '/api/users/forgot-password', from: CLIENTS[1], body: { email: staff } })
    expect(unknown.status).toBe(known.status)
    expect(unknown.json).toEqual(known.json)
    // The known address's mail, asked for after the unknown one, has arrived: by then the
    // unknown one would have too.
    await waitFor(() => peer.accepted.slice(before).some((m) => m.to.includes(staff)))
    expect([...peer.accepted, ...peer.held].some((m) => m.to.includes('nobody@northgrid.example'))).toBe(false)
  })
})
