import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { closeServers, serveHandler } from '../../../tests/node-server'

import { deferScriptsInPages } from './after-paint'
import { applyPagePolicy, inlineScripts, scriptHashes, strictPolicy } from './csp'
import { createCachingServer } from './html-cache'

afterEach(closeServers)

/** Shaped as Next.js 16 writes a page of this site (shortened): see after-paint.test.ts. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script><title>Home</title></head>',
  '<body><main><h1>Web &amp; e-commerce</h1>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"caf\u00e9 \\u003cb\\u003e"])</script>',
  '<script type="module">import "/x.js"</script><script type="text/plain">not run</script>',
  '</body></html>',
].join('')

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const hashesIn = (policy: string) => [...policy.matchAll(/'sha256-[^']+'/g)].map((m) => m[0])

describe('the strict policy', () => {
  it('vouches for the inline scripts a browser runs, not for external scripts or data blocks', () => {
    expect(inlineScripts(PAGE)).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"caf\u00e9 \\u003cb\\u003e"])',
      'import "/x.js"',
    ])
    expect(scriptHashes(PAGE)).toEqual(inlineScripts(PAGE).map(sha))
  })

  it("trusts what those scripts load through 'strict-dynamic', with CSP2 fallbacks and no eval", () => {
    const policy = strictPolicy(["'sha256-abc'"], { production: true, gtm: true })
    expect(policy).toMatch(/(?:^|; )script-src 'sha256-abc' 'strict-dynamic' 'unsafe-inline' 'self' https:(?:;|$)/)
    expect(policy).not.toContain('unsafe-eval')
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      'report-uri /api/csp-report',
      'report-to csp',
    ])
      expect(policy).toContain(directive)
  })
})

/** A handler answering `body` as Next.js would (HTML, cacheable, with next.config.ts's general policy). */
function nextLike(body: string) {
  let renders = 0
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    renders += 1
    response.setHeader('content-security-policy', "script-src 'self' 'unsafe-inline'")
    if (request.headers['if-none-match'] === '"v1"') {
      response.writeHead(304, { etag: '"v1"' })
      return response.end()
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=60',
      etag: '"v1"',
    })
    response.end(body)
  }
  return { handle, renders: () => renders }
}

describe('the policy of a page served by server.ts', () => {
  it("is the hashes of that answer's own inline scripts, the after-paint loader included", async () => {
    const origin = await serveHandler(
      deferScriptsInPages(nextLike(PAGE).handle, { onPage: applyPagePolicy({ production: true }) }),
    )
    const res = await fetch(origin + '/')
    const html = await res.text()
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(html).toContain('<script data-after-paint>')
    expect(hashesIn(policy)).toEqual(inlineScripts(html).map(sha))
    expect(hashesIn(policy)).toHaveLength(4)
    expect(res.headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"')
    expect(res.headers.get('content-security-policy-report-only')).toBeNull()
  })

  it('is reported on only, beside the general policy, when so configured', async () => {
    const origin = await serveHandler(
      deferScriptsInPages(nextLike(PAGE).handle, { onPage: applyPagePolicy({ production: true, reportOnly: true }) }),
    )
    const res = await fetch(origin + '/')
    expect(res.headers.get('content-security-policy')).toBe("script-src 'self' 'unsafe-inline'")
    expect(hashesIn(res.headers.get('content-security-policy-report-only') ?? '')).toEqual(
      inlineScripts(await res.text()).map(sha),
    )
  })

  it('is left out of a 304, which would replace the one the browser keeps with its page', async () => {
    const origin = await serveHandler(
      deferScriptsInPages(nextLike(PAGE).handle, { onPage: applyPagePolicy({ production: true }) }),
    )
    const res = await fetch(origin + '/', { headers: { 'if-none-match': '"v1"' } })
    expect(res.status).toBe(304)
    expect(res.headers.get('content-security-policy')).toBeNull()
  })

  it("comes with the HTML cache's copy, computed when the copy was made, not per hit", async () => {
    const next = nextLike(PAGE)
    let hashed = 0
    const policy = applyPagePolicy({ production: true })
    const counting = (html: string | null, response: ServerResponse) => {
      if (html !== null) hashed += 1
      policy(html, response)
    }
    const { server, cache } = createCachingServer(deferScriptsInPages(next.handle, { onPage: counting }), {
      maxAgeSeconds: 60,
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    try {
      await (await fetch(origin + '/')).text()
      await cache.settled()
      const before = hashed
      for (let i = 0; i < 3; i++) {
        const hit = await fetch(origin + '/')
        const html = await hit.text()
        expect(hit.headers.get('x-html-cache')).toBe('HIT')
        expect(hashesIn(hit.headers.get('content-security-policy') ?? '')).toEqual(inlineScripts(html).map(sha))
      }
      expect(hashed).toBe(before)
    } finally {
      server.close()
    }
  })
})
