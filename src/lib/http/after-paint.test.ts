import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { buffer as readAll } from 'node:stream/consumers'

import { afterEach, describe, expect, it } from 'vitest'

import { closeServers, serveHandler } from '../../../tests/node-server'

import { AFTER_PAINT_LOADER, deferFrameworkScripts, deferScriptsInPages } from './after-paint'
import { answerServerErrors } from './server-error'

/** The shape Next.js 16 writes for a prerendered page of this site, shortened; tests/e2e checks the real pages. */
const PAGE = [
  '<!DOCTYPE html><html lang="en" class="x_variable"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><title>Home</title></head>',
  '<body><main><h1>Web &amp; e-commerce</h1>',
  '<p>&lt;script src=&quot;/_next/static/chunks/evil.js&quot; async=&quot;&quot;&gt;&lt;/script&gt;</p>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script></main>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/c.js\\" async=\\"\\"\\u003e"])</script>',
  '</body></html>',
].join('')

describe('deferFrameworkScripts', () => {
  const out = deferFrameworkScripts(PAGE)

  it("takes Next.js's script elements and the runtime's preload out of the page", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(?:a|b|runtime)\.js"/)
    expect(out).not.toContain('rel="preload" as="script"')
  })

  it('starts them from one loader at the end of the body, each once, in document order', () => {
    const loader = `<script data-after-paint>${AFTER_PAINT_LOADER}(["/_next/static/chunks/runtime.js","/_next/static/chunks/a.js","/_next/static/chunks/b.js"])</script></body></html>`
    expect(out.endsWith(loader)).toBe(true)
  })

  it('leaves everything else as it was: stylesheet, nomodule script, structured data, text and the React payload', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<p>&lt;script src=&quot;/_next/static/chunks/evil.js&quot; async=&quot;&quot;&gt;&lt;/script&gt;</p>',
      '\\u003cscript src=\\"/_next/static/chunks/c.js\\" async=\\"\\"\\u003e',
    ])
      expect(out).toContain(kept)
  })

  it('does not touch a document without framework scripts', () => {
    const plain = '<!doctype html><html><head><title>Error</title></head><body><h1>Error</h1></body></html>'
    expect(deferFrameworkScripts(plain)).toBe(plain)
  })
})

afterEach(closeServers)

/** One request as sent, its body as received (fetch would decompress it; a HEAD's body must be empty). */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(
        url,
        { method, headers, agent: false },
        (res) =>
          void readAll(res).then(
            (body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
            reject,
          ),
      )
      .on('error', reject)
      .end()
  })
}

/** Headers first (with a Content-Length for the page it wrote), then the body in chunks, as Next.js answers. */
function nextLike(body: string, type = 'text/html; charset=utf-8', status = 200) {
  const seen: (string | undefined)[] = []
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.headers['accept-encoding'])
    res.setHeader('x-next', '1')
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
    // Next.js answers a HEAD with the headers alone.
    if (req.method === 'HEAD') return void res.end()
    res.flushHeaders()
    res.write(body.slice(0, 100))
    res.end(body.slice(100))
  }
  return { handle, seen }
}

describe('deferScriptsInPages', () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`answers a page view with the scripts deferred, compressed for the client (${encoding})`, async () => {
      const next = nextLike(PAGE)
      const origin = await serveHandler(deferScriptsInPages(next.handle))
      const res = await fetch(`${origin}/about-us`, { headers: { accept: 'text/html', 'accept-encoding': encoding } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding)
      expect(res.headers.get('x-next')).toBe('1')
      expect(await res.text()).toBe(deferFrameworkScripts(PAGE))
      // Next.js was asked for the markup itself.
      expect(next.seen).toEqual([undefined])
    })
  }

  it("answers a HEAD for a page with its GET's headers (length, encoding) and no body", async () => {
    const next = nextLike(PAGE)
    const origin = await serveHandler(deferScriptsInPages(next.handle))
    for (const encoding of ['br', 'gzip', 'identity']) {
      const ask = (method: string) =>
        rawRequest(`${origin}/about-us`, method, { accept: 'text/html', 'accept-encoding': encoding })
      const [get, head] = [await ask('GET'), await ask('HEAD')]
      expect(head.status).toBe(200)
      for (const name of ['content-length', 'content-encoding', 'content-type', 'vary'])
        expect(head.headers[name], `${encoding}: ${name}`).toBe(get.headers[name])
      expect(Number(head.headers['content-length'])).toBe(get.body.length)
      expect(head.body.length).toBe(0)
    }
  })

  it('leaves alone what is not a page view: the router, assets, other methods, non-HTML answers', async () => {
    const next = nextLike(PAGE)
    const origin = await serveHandler(deferScriptsInPages(next.handle))
    const asIs = [
      fetch(`${origin}/about-us`, { headers: { accept: 'text/html', rsc: '1' } }),
      fetch(`${origin}/about-us?_rsc=abc`, { headers: { accept: 'text/html' } }),
      fetch(`${origin}/_next/static/chunks/a.js`, { headers: { accept: 'text/html' } }),
      fetch(`${origin}/api/contact`, { method: 'POST', headers: { accept: 'text/html' }, body: 'x' }),
    ]
    for (const res of await Promise.all(asIs)) expect(await res.text()).toBe(PAGE)
    // A page asked for without Accept: text/html (the HTML cache's own fetch, a crawler) is still a page.
    expect(await (await fetch(`${origin}/about-us`, { headers: { accept: '*/*' } })).text()).toBe(
      deferFrameworkScripts(PAGE),
    )
  })

  it('compresses what is not HTML on a page path as Next.js would have, unchanged (sitemap, robots.txt, icons)', async () => {
    const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://example.com/</loc></url>'.repeat(50)}<!-- <script src="/_next/static/chunks/a.js" async=""></script> --></urlset>`
    const sitemap = nextLike(xml, 'application/xml')
    const origin = await serveHandler(deferScriptsInPages(sitemap.handle))
    const res = await fetch(`${origin}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await res.text()).toBe(xml)
    expect(sitemap.seen).toEqual([undefined])
  })

  it('sends no body length with a 304, and keeps every header and the status message Next.js wrote', async () => {
    const origin = await serveHandler(
      deferScriptsInPages((_req, res) => {
        res.writeHead(304, 'Not Modified Here', [
          ['etag', '"abc"'],
          ['set-cookie', 'a=1'],
          ['set-cookie', 'b=2'],
        ])
        res.end()
      }),
    )
    const raw = await new Promise<string>((resolve, reject) => {
      http
        .get(`${origin}/about-us`, { headers: { accept: 'text/html' } }, (res) => {
          resolve(`${res.statusCode} ${res.statusMessage} ${JSON.stringify(res.headers)}`)
          res.resume()
        })
        .on('error', reject)
    })
    expect(raw).toMatch(/^304 Not Modified Here /)
    expect(raw).not.toContain('content-length')
    expect(raw).toContain('"set-cookie":["a=1","b=2"]')
    expect(raw).toContain('"etag":"\\"abc\\""')
  })

  it('answers a page that fails after part of it was written with the error page alone', async () => {
    const failingLate = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.write('<!DOCTYPE html><html><body><h1>half a page')
      res.statusCode = 500
      res.end()
    }
    const origin = await serveHandler(
      deferScriptsInPages(answerServerErrors(failingLate, () => Promise.resolve({ status: 200, body: PAGE }))),
    )
    const res = await fetch(`${origin}/broken`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(500)
    expect(await res.text()).toBe(deferFrameworkScripts(PAGE))
  })

  it('defers the scripts of the error page that replaces a failed page view too', async () => {
    const failing = (_req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = 500
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')
    }
    const origin = await serveHandler(
      deferScriptsInPages(answerServerErrors(failing, () => Promise.resolve({ status: 200, body: PAGE }))),
    )
    const res = await fetch(`${origin}/broken`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })
    expect(res.status).toBe(500)
    expect(await res.text()).toBe(deferFrameworkScripts(PAGE))
  })
})
