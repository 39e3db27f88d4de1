import { afterEach, describe, expect, it } from 'vitest'

import { closeServers, serveHandler } from '../../../tests/node-server'
import { warmUp } from './warm-up'

afterEach(closeServers)

/** A server that answers each path with a status after a delay, and keeps the order it was asked in. */
async function site(answers: Record<string, { status: number; delayMs?: number }>) {
  const asked: string[] = []
  const origin = await serveHandler((req, res) => {
    asked.push(req.url!)
    const answer = answers[req.url!] ?? { status: 404 }
    setTimeout(() => res.writeHead(answer.status).end(), answer.delayMs ?? 0)
  })
  const get = async (page: string, timeoutMs: number) =>
    (await fetch(origin + page, { signal: AbortSignal.timeout(timeoutMs) })).status
  return { asked, get }
}

describe('warmUp', () => {
  it('asks for each page once, one after another, and is ok when every one answers below 400', async () => {
    const { asked, get } = await site({
      '/': { status: 200, delayMs: 30 },
      '/blog': { status: 200 },
      '/jobs': { status: 308 },
    })
    const result = await warmUp(get, ['/', '/blog', '/jobs'], 5_000)
    expect(asked).toEqual(['/', '/blog', '/jobs'])
    expect(result).toMatchObject({ ok: true, pages: { '/': 200, '/blog': 200, '/jobs': 308 } })
    expect(result.ms).toBeGreaterThanOrEqual(30)
  })

  it('goes on past a page that fails or errs, and says so', async () => {
    const { asked, get } = await site({ '/': { status: 503 }, '/blog': { status: 200 } })
    const failing = async (page: string, timeoutMs: number) => {
      if (page === '/gone') throw new Error('connect ECONNREFUSED')
      return get(page, timeoutMs)
    }
    const result = await warmUp(failing, ['/', '/gone', '/blog'], 5_000)
    expect(asked).toEqual(['/', '/blog'])
    expect(result).toEqual({
      ok: false,
      ms: expect.any(Number),
      pages: { '/': 503, '/gone': 'connect ECONNREFUSED', '/blog': 200 },
    })
  })

  it('stops waiting at the limit: a hung page is cut at what is left, and the rest are not asked', async () => {
    const { asked, get } = await site({ '/': { status: 200, delayMs: 10_000 }, '/blog': { status: 200 } })
    const result = await warmUp(get, ['/', '/blog'], 300)
    expect(asked).toEqual(['/'])
    expect(result.ok).toBe(false)
    expect(result.pages['/']).toMatch(/abort|timeout/i)
    expect(result.pages['/blog']).toBe('not tried: limit reached')
    expect(result.ms).toBeLessThan(5_000)
  })
})
