import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setWarmingUp } from '@/operations/health/lifecycle'

import { serve, type Served } from './http'

/**
 * /readyz's route behind a server that stamps clients as server.ts does: the checks go to the machine itself or a
 * READYZ_TOKEN bearer; a request that came through a proxy (a forwarding header naming another address) gets
 * ready-or-not only. Next.js fills X-Forwarded-For with the socket's address when a request has none, which is
 * the loopback case below.
 */
const TOKEN = 'readyz-test-token-0123456789abcdef'
let served: Served

beforeAll(async () => {
  process.env.READYZ_TOKEN = TOKEN
  const { GET } = await import('@/app/readyz/route')
  served = await serve((pathname) => (pathname === '/readyz' ? GET : undefined))
})

afterAll(() => served?.close())

const readyz = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`http://127.0.0.1:${served.port}/readyz`, { headers })
  return { status: res.status, body: await res.text() }
}

describe('/readyz', () => {
  it('gives the machine itself the checks, with or without the X-Forwarded-For Next.js adds', async () => {
    const local: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '::ffff:127.0.0.1' },
    ]
    for (const headers of local) {
      const { status, body } = await readyz(headers)
      expect(status).toBe(200)
      expect(JSON.parse(body)).toMatchObject({ ready: true, checks: { database: true, migrations: { pending: [] } } })
    }
  })

  it('is not ready while server.ts renders the main pages for the first time, and says why to the machine', async () => {
    setWarmingUp(true)
    try {
      const starting = await readyz()
      expect(starting.status).toBe(503)
      expect(JSON.parse(starting.body)).toMatchObject({ ready: false, checks: { warmedUp: false, database: true } })
      // Through a front (its X-Forwarded-For names the visitor): the public answer only.
      expect(await readyz({ 'x-forwarded-for': '203.0.113.9' })).toEqual({ status: 503, body: '{"ready":false}' })
    } finally {
      setWarmingUp(false)
    }
    expect(JSON.parse((await readyz()).body)).toMatchObject({ ready: true, checks: { warmedUp: true } })
  })

  it('answers a request through a proxy with ready or not only, unless it bears the token', async () => {
    const viaFront = { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }
    const proxied: Record<string, string>[] = [
      viaFront,
      // A visitor forging loopback: the front appends the address it really saw.
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '198.51.100.7' },
      { ...viaFront, authorization: 'Bearer not-the-token-0123456789abcdef' },
      { ...viaFront, authorization: TOKEN },
    ]
    for (const headers of proxied) expect(await readyz(headers)).toEqual({ status: 200, body: '{"ready":true}' })
    const bearer = await readyz({ ...viaFront, authorization: `Bearer ${TOKEN}` })
    expect(JSON.parse(bearer.body)).toMatchObject({ ready: true, checks: { database: true } })
  })
})
