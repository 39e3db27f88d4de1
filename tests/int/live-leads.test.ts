import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import type { Client } from 'graphql-ws'
import { getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { stopRunner } from '@/leads/delivery/runner'
import { LIVE_PATH, attachLiveContent } from '@/publish/live/socket'
import { staffByToken } from '@/publish/live/staff'
import { stopSharing } from '@/publish/cache/shared-tags.mjs'

import { newVisitor, send, startSite, type Served } from './http'
import { follow, until } from './live-clients'
import { staffPerson } from './staff-people'

// CI's PostgreSQL pass runs this file: leads are announced through PostgreSQL's NOTIFY there.
/**
 * Staff see leads arrive (src/publish/live/socket.ts, `leadReceived`): over a real socket, with
 * the token of Payload's sign-in checked by Payload's own /api/users/me on a real server
 * (src/publish/live/staff.ts), and a lead sent through the real form route. Only staff who may
 * read leads (admin, sales) receive them; an anonymous socket and an editor are refused, and a
 * socket whose user signed out since is closed before the next lead.
 */
process.env.DELIVERY_RUNNER = 'off'

let payload: Payload
let site: Served
let server: http.Server
let url: string
let closeLive: () => Promise<void>
const clients: Client[] = []

type Lead = { id: string; kind: string; name: string | null; createdAt: string }
/** What a stored lead carries beside the form's fields (the defaults Payload's types still ask for). */
const LEAD_DEFAULTS = { deliveryStatus: 'pending', status: 'new' } as const
const LEADS = 'subscription { leadReceived { id kind name createdAt } }'

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await startSite()
  server = http.createServer((_request, response) => response.writeHead(404).end())
  closeLive = attachLiveContent(server, {
    liveContentAnonymous: true,
    clientOf: (request) => request.socket.remoteAddress ?? 'unknown',
    production: true,
    staffOf: staffByToken(`http://127.0.0.1:${site.port}`),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_PATH}`
})

afterEach(async () => {
  for (const client of clients.splice(0)) await client.dispose()
})

afterAll(async () => {
  await closeLive?.()
  await new Promise((resolve) => server?.close(resolve))
  await site?.close()
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

/** A socket following leadReceived, with `token` (if any) as the init payload's bearer. */
function follower(token?: string) {
  const connectionParams = token ? { Authorization: `Bearer ${token}` } : undefined
  const { received, errors, closes, ready } = follow<Lead>(
    url,
    { query: LEADS, field: 'leadReceived', connectionParams },
    clients,
  )
  return { leads: received, errors, closes, ready }
}

const sendContact = (name: string) =>
  send(site, {
    path: '/api/forms/contact',
    from: newVisitor(),
    headers: { accept: 'application/json' },
    body: { name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.org`, message: 'Please call me back.' },
  })

describe('leadReceived', () => {
  it('refuses an anonymous socket and an editor, and tells sales of a lead sent through the form', async () => {
    const anonymous = follower()
    const editor = follower((await staffPerson(payload, ['editor'])).token)
    const sales = follower((await staffPerson(payload, ['sales'])).token)
    await Promise.all([anonymous.ready, editor.ready, sales.ready])
    await until(() => anonymous.errors.length > 0 && editor.errors.length > 0, 'the refusals')
    expect(anonymous.errors.join()).toMatch(/staff who handle leads/)
    expect(editor.errors.join()).toMatch(/staff who handle leads/)
    // The subscription is sent right after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 200))

    const name = `Live Lead ${Date.now()}`
    const answer = await sendContact(name)
    expect(answer.status).toBe(200)
    await until(() => sales.leads.length > 0, 'the lead')
    const stored = (
      await payload.find({ collection: 'contactMessages', where: { name: { equals: name } }, overrideAccess: true })
    ).docs[0]
    expect(sales.leads).toEqual([{ id: String(stored.id), kind: 'contact', name, createdAt: stored.createdAt }])
    expect(sales.errors).toEqual([])
    expect(anonymous.leads).toEqual([])
    expect(editor.leads).toEqual([])
  })

  it('tells of a lead stored through the Local API too, once', async () => {
    const sales = follower((await staffPerson(payload, ['sales'])).token)
    await sales.ready
    await new Promise((resolve) => setTimeout(resolve, 200))
    const doc = await payload.create({
      collection: 'contactMessages',
      data: { name: 'Stored By Staff', email: 'stored@example.org', message: 'Entered by hand.', ...LEAD_DEFAULTS },
      overrideAccess: true,
    })
    await until(() => sales.leads.length > 0, 'the lead')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sales.leads).toEqual([expect.objectContaining({ id: String(doc.id), kind: 'contact' })])
  })

  it('stops telling a sales user of leads once they sign out: the socket closes (4403)', async () => {
    const { token } = await staffPerson(payload, ['sales'])
    const sales = follower(token)
    await sales.ready
    await new Promise((resolve) => setTimeout(resolve, 200))
    const out = await send(site, {
      path: '/api/users/logout',
      from: newVisitor(),
      headers: { authorization: `JWT ${token}` },
      body: {},
    })
    expect(out.status).toBe(200)
    await payload.create({
      collection: 'contactMessages',
      data: { name: 'After Sign-out', email: 'after@example.org', message: 'Hello.', ...LEAD_DEFAULTS },
      overrideAccess: true,
    })
    await until(() => sales.closes.length > 0, 'the socket to close')
    expect(sales.closes).toEqual([4403])
    expect(sales.leads).toEqual([])
  })

  it('closes a socket whose init token is not a valid sign-in (4403)', async () => {
    const code = await new Promise<number>((resolve) => {
      const ws = new WebSocket(url, 'graphql-transport-ws')
      ws.on('open', () =>
        ws.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: 'Bearer not-a-token' } })),
      )
      ws.on('close', (closed) => resolve(closed))
      ws.on('error', () => {})
    })
    expect(code).toBe(4403)
  })

  it("takes the CMS's session cookie from the same origin only", async () => {
    const { token } = await staffPerson(payload, ['sales'])
    const host = new URL(url).host
    const ack = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, 'graphql-transport-ws', {
          headers: { cookie: `payload-token=${token}`, origin },
        })
        ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })))
        ws.on('message', (data: Buffer) => {
          const message = JSON.parse(String(data)) as { type: string; payload?: { errors?: { message: string }[] } }
          if (message.type === 'connection_ack')
            ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: LEADS } }))
          if (message.type === 'next') {
            resolve(message.payload?.errors?.[0]?.message ?? 'data')
            ws.close()
          }
        })
        ws.on('open', () =>
          setTimeout(() => {
            void payload.create({
              collection: 'contactMessages',
              data: { name: 'Cookie Check', email: 'cookie@example.org', message: 'Hello.', ...LEAD_DEFAULTS },
              overrideAccess: true,
            })
          }, 300),
        )
        ws.on('error', () => {})
      })
    expect(await ack(`http://${host}`)).toBe('data')
    expect(await ack('https://elsewhere.example')).toMatch(/staff who handle leads/)
  })
})
