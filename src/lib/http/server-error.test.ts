import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { closeServers, serveHandler } from '../../../tests/node-server'

import { CONTENT_UNAVAILABLE_DIGEST, outage } from '../content/fallback'

import {
  answerServerErrors,
  LAST_RESORT_HTML,
  LAST_RESORT_UNAVAILABLE_HTML,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_PATH,
} from './server-error'

/** The handler stands in for Next.js failing a page: status 500, an empty error shell in chunks, headers set first. */
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"error"])</script></body></html>'

function nextLike(status: number, viaWriteHead = false) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-security-policy', "default-src 'self'")
    if (viaWriteHead) res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    else {
      res.statusCode = status
      res.setHeader('content-type', 'text/html; charset=utf-8')
    }
    res.write(SHELL.slice(0, 40))
    res.end(SHELL.slice(40))
  }
}

afterEach(closeServers)

const UNAVAILABLE_PAGE =
  '<!doctype html><html><body><header>Menu</header><h1>Temporarily unavailable</h1><a href="/">Back</a></body></html>'
const ERROR_PAGE =
  '<!doctype html><html><body><header>Menu</header><h1>Error</h1><a href="/">Back to the home page</a></body></html>'

describe('answerServerErrors', () => {
  for (const viaWriteHead of [false, true]) {
    it(`answers a failed page view with the error page, status and security headers kept${viaWriteHead ? ' (writeHead)' : ''}`, async () => {
      const origin = await serveHandler(
        answerServerErrors(nextLike(500, viaWriteHead), () => Promise.resolve({ status: 200, body: ERROR_PAGE })),
      )
      const res = await fetch(`${origin}/about-us`, { headers: { accept: 'text/html' } })
      expect(res.status).toBe(500)
      expect(await res.text()).toBe(ERROR_PAGE)
      expect(res.headers.get('content-security-policy')).toBe("default-src 'self'")
      expect(res.headers.get('cache-control')).toBe('no-store')
    })
  }

  it("falls back to the SPEC's last-resort page when the error page fails too", async () => {
    const origin = await serveHandler(
      answerServerErrors(nextLike(500), () => Promise.resolve({ status: 500, body: '' })),
    )
    const html = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text()
    expect(html).toBe(LAST_RESORT_HTML)
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toContain('<a href="/">Go back to home</a>')
  })

  it('leaves alone what is not a failed page view: successes, router data, the API, other clients', async () => {
    let fetched = 0
    const fetchPage = () => (fetched++, Promise.resolve({ status: 200, body: ERROR_PAGE }))
    const ok = await serveHandler(answerServerErrors(nextLike(200), fetchPage))
    expect(await (await fetch(`${ok}/`, { headers: { accept: 'text/html' } })).text()).toBe(SHELL)
    const failing = await serveHandler(answerServerErrors(nextLike(500), fetchPage))
    for (const [path, headers] of [
      ['/about-us?_rsc=abc', { accept: 'text/html' }],
      ['/about-us', { accept: '*/*', rsc: '1' }],
      ['/api/pages', { accept: 'text/html' }],
      ['/about-us', { accept: 'application/json' }],
    ] as const) {
      const res = await fetch(`${failing}${path}`, { headers })
      expect(res.status).toBe(500)
      expect(await res.text()).toBe(SHELL)
    }
    expect(fetched).toBe(0)
  })

  it('keeps its copy of the error page until content changes, then fetches it again', async () => {
    let version = 1
    let fetched = 0
    let forget = () => {}
    const fetchPage = () => (
      fetched++,
      Promise.resolve({ status: 200, body: ERROR_PAGE.replace('Menu', `Menu ${version}`) })
    )
    const origin = await serveHandler(answerServerErrors(nextLike(500), fetchPage, (f) => (forget = f)))
    const view = async () => (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text()
    expect(await view()).toContain('Menu 1')
    version = 2
    expect(await view()).toContain('Menu 1')
    expect(fetched).toBe(1)
    forget()
    expect(await view()).toContain('Menu 2')
    expect(fetched).toBe(2)
  })

  it('answers 503 with Retry-After and the unavailable page when the view found its content unreachable', async () => {
    const asked: string[] = []
    const fetchPage = (_headers: Record<string, string>, path: string) => (
      asked.push(path),
      Promise.resolve({ status: 200, body: path === UNAVAILABLE_PATH ? UNAVAILABLE_PAGE : ERROR_PAGE })
    )
    // As the content layer does when a read has no copy (src/lib/content/fallback.ts), then Next.js fails the page.
    const unreachable = (req: IncomingMessage, res: ServerResponse) => {
      const store = outage.getStore()
      if (store && req.url === '/blog/never-read') store.unavailable = true
      nextLike(500)(req, res)
    }
    const origin = await serveHandler(answerServerErrors(unreachable, fetchPage))
    const res = await fetch(`${origin}/blog/never-read`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(await res.text()).toBe(UNAVAILABLE_PAGE)
    // Any other failure stays a 500 with the error page, even right after.
    const other = await fetch(`${origin}/about-us`, { headers: { accept: 'text/html' } })
    expect(other.status).toBe(500)
    expect(other.headers.get('retry-after')).toBeNull()
    expect(await other.text()).toBe(ERROR_PAGE)
    expect(asked).toEqual([UNAVAILABLE_PATH, '/server-error'])
  })

  it('answers 503 by the error digest in the shell when the read flagged no store (a render shared with another view)', async () => {
    const fetchPage = (_headers: Record<string, string>, path: string) =>
      Promise.resolve({ status: 200, body: path === UNAVAILABLE_PATH ? UNAVAILABLE_PAGE : ERROR_PAGE })
    const shell = (digest: string) => (_req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = 500
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write(SHELL.slice(0, 40))
      res.write(Buffer.from(`<script>self.__next_f.push([1,"{\\"digest\\":\\"${digest}\\"}"])</script>`))
      res.end(SHELL.slice(40))
    }
    const unavailable = await serveHandler(answerServerErrors(shell(CONTENT_UNAVAILABLE_DIGEST), fetchPage))
    const res = await fetch(`${unavailable}/blog/never-read`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(503)
    expect(await res.text()).toBe(UNAVAILABLE_PAGE)
    const other = await serveHandler(answerServerErrors(shell('1234567890'), fetchPage))
    expect((await fetch(`${other}/about-us`, { headers: { accept: 'text/html' } })).status).toBe(500)
  })

  it('falls back to a plain unavailable page when that page cannot be had either', async () => {
    const failing = (req: IncomingMessage, res: ServerResponse) => {
      outage.getStore()!.unavailable = true
      nextLike(500)(req, res)
    }
    const origin = await serveHandler(
      answerServerErrors(failing, () => Promise.reject(new Error('the unavailable page failed too'))),
    )
    const res = await fetch(`${origin}/`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toBe(LAST_RESORT_UNAVAILABLE_HTML)
    expect(html).toContain('<h1>Temporarily unavailable</h1>')
  })
})
