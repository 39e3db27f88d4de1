import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import vm from 'node:vm'

import { afterEach, describe, expect, it } from 'vitest'

import { AFTER_PAINT_LOADER, deferScriptsInPages } from './after-paint'
import { createCachingServer } from './html-cache'
import { PayloadStore, PUSH_PAYLOAD, takePayload } from './page-payload'

/** A prerendered page as Next.js 16 (Turbopack) writes it, shortened; tests/e2e checks the real pages. */
const page = (title: string, payload = PAYLOAD) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script>(function(){document.documentElement.dataset.x="1"})()</script>',
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["b.js"]});</script>',
    `<title>${title}</title></head><body><h1>${title}</h1>`,
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ...payload(title),
    '</body></html>',
  ].join('')

/** React's payload scripts, in the forms use-flight-response.js writes: the bootstrap, text rows, binary rows. */
const PAYLOAD = (title: string) => [
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  `<script>self.__next_f.push([1,"0:{\\"title\\":\\"${title}\\",\\"tag\\":\\"\\u003c/script\\u003e\\"}\\n"])</script>`,
  '<script>self.__next_f.push([1,"2:[\\"a)\\\\\\\\\\",\\"]}\\u0026\\u2028\\"]\\n"])</script>',
  '<script>self.__next_f.push([3,"AAEC"])</script>',
  '<script>self.__next_f.push([1,"1:[]\\n"])</script>',
]

/** What the page's inline scripts leave in the globals the framework reads, run as a browser would. */
function globalsOf(scripts: string[]) {
  const context = vm.createContext({})
  vm.runInContext('var self = globalThis', context)
  for (const script of scripts) vm.runInContext(script, context)
  return vm.runInContext('({ __next_f: self.__next_f, TURBOPACK: globalThis.TURBOPACK })', context) as unknown
}
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?: id="_R_")?>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((s) => !s.startsWith('(function'))

describe('takePayload', () => {
  const taken = takePayload(page('Home'))!

  it("takes React's payload and Turbopack's chunk list out, and nothing else", () => {
    expect(taken.html).not.toMatch(/__next_f|TURBOPACK/)
    for (const kept of [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>(function(){document.documentElement.dataset.x="1"})()</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<h1>Home</h1>',
    ])
      expect(taken.html).toContain(kept)
  })

  it("gives JSON that the loader's own code pushes into what the inline scripts built, in their order", () => {
    const expected = globalsOf(inlineScripts(page('Home')))
    expect(globalsOf([`(${PUSH_PAYLOAD})(${taken.payload})`])).toEqual(expected)
    expect(expected).toEqual({
      __next_f: [
        [0],
        [1, '0:{"title":"Home","tag":"</script>"}\n'],
        [1, '2:["a)\\\\","]}&\u2028"]\n'],
        [3, 'AAEC'],
        [1, '1:[]\n'],
      ],
      TURBOPACK: [{ otherChunks: ['b.js'] }],
    })
    // Data, not code: nothing but JSON.
    expect(JSON.parse(taken.payload)).toEqual(expected)
  })

  it("reads the other forms Next.js writes: a form state after the bootstrap, several pages' chunk lists", () => {
    const html = page('Home', () => [
      '<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,["state",null]])</script>',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"b":2});</script>',
      '<script>self.__next_f.push([1,"x"])</script>',
    ])
    const data = takePayload(html)!
    expect(globalsOf([`(${PUSH_PAYLOAD})(${data.payload})`])).toEqual(globalsOf(inlineScripts(html)))
    expect(JSON.parse(data.payload)).toEqual({
      TURBOPACK: [{ otherChunks: ['b.js'] }, { a: 1 }, { b: 2 }],
      __next_f: [[0], [2, ['state', null]], [1, 'x']],
    })
  })

  it('leaves every payload script inline when one of them is in a form it does not know', () => {
    for (const odd of [
      '<script>self.__next_f.push([1,"a"]);alert(1)</script>',
      '<script>self.__next_f.push([1,"a"])self.__next_f.push([1,"b"])</script>',
      '<script>self.__next_f.push(window.x)</script>',
      '<script>self.__next_f.push([1,"a"]</script>',
      '<script>self.__next_f.push([1,"a",])</script>',
      '<script>self.__next_f.push({"kind":1})</script>',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1}).push({"b":2})</script>',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});(globalThis["__proto__"] || (globalThis["__proto__"] = [])).push({})</script>',
    ]) {
      const html = page('Home', (title) => [...PAYLOAD(title), odd])
      expect(takePayload(html), odd).toBeNull()
    }
  })

  it('leaves a page without a payload alone', () => {
    expect(takePayload('<!doctype html><html><body><script>1</script></body></html>')).toBeNull()
  })
})

const instances: Server[] = []
afterEach(() => {
  for (const server of instances.splice(0)) server.close()
})

/** One instance of the site: its HTML cache, the after-paint wrapper and its payload store, before a stand-in. */
async function instance(title: () => string, cacheControl = 's-maxage=3600', payload = PAYLOAD) {
  let renders = 0
  const next = (request: IncomingMessage, response: ServerResponse) => {
    renders++
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl })
    response.end(page(title(), payload))
  }
  const payloads = new PayloadStore()
  const handle = deferScriptsInPages(next, { payloads })
  const { server, fetchPage } = createCachingServer(
    (request, response) =>
      request.url?.startsWith('/_page-data/')
        ? payloads.serve(request, response, fetchPage)
        : handle(request, response),
    { maxAgeSeconds: 60 },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  instances.push(server)
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders: () => renders }
}

/** The payload address the after-paint loader of this page is given (null: the payload stayed in the page). */
function payloadAddress(html: string): string | null {
  const start = html.indexOf(AFTER_PAINT_LOADER)
  const args = JSON.parse(`[${html.slice(start + AFTER_PAINT_LOADER.length + 1, html.indexOf(')</script>', start))}]`)
  return (args[1] as string | undefined) ?? null
}

describe('a cacheable page served with its payload apart', () => {
  it('loads the payload from an address naming its bytes and its page, kept a year', async () => {
    const a = await instance(() => 'Home')
    const html = await (await fetch(`${a.origin}/about-us?utm_source=x`)).text()
    expect(html).not.toContain('__next_f')
    const address = payloadAddress(html)!
    expect(address).toMatch(/^\/_page-data\/[\w-]{43}\.json\?p=%2Fabout-us%3Futm_source%3Dx$/)
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(a.origin + address, { headers: { 'accept-encoding': encoding } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding)
      expect(await res.text()).toBe(takePayload(page('Home'))!.payload)
    }
  })

  it('keeps the payload in a page every visitor does not get alike (rendered per request)', async () => {
    const a = await instance(() => 'Yours', 'private, no-cache, no-store, max-age=0, must-revalidate')
    const html = await (await fetch(`${a.origin}/new-project`)).text()
    expect(html).toContain('self.__next_f.push([1,"1:[]\\n"])')
    expect(payloadAddress(html)).toBeNull()
  })

  it("keeps the payload in a cacheable page whose payload scripts it cannot all read, with the page's loader", async () => {
    const odd = '<script>self.__next_f.push([1,"a"]);window.x=1</script>'
    const a = await instance(
      () => 'Odd',
      's-maxage=3600',
      (title) => [...PAYLOAD(title), odd],
    )
    const html = await (await fetch(`${a.origin}/about-us`)).text()
    for (const script of [...PAYLOAD('Odd'), odd]) expect(html).toContain(script)
    expect(html).toContain('(globalThis["TURBOPACK"]')
    expect(html).toContain('<script data-after-paint>')
    expect(payloadAddress(html)).toBeNull()
  })

  it('is served by an instance that never rendered the page, which renders it on asking', async () => {
    const [a, b] = [await instance(() => 'Home'), await instance(() => 'Home')]
    const address = payloadAddress(await (await fetch(`${a.origin}/about-us`)).text())!
    expect(b.renders()).toBe(0)
    const res = await fetch(b.origin + address)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(takePayload(page('Home'))!.payload)
    expect(b.renders()).toBe(1)
  })

  it('is not found where the page has changed since: no payload of another version is ever given', async () => {
    let title = 'Before'
    const [a, b] = [await instance(() => 'Before'), await instance(() => title)]
    const address = payloadAddress(await (await fetch(`${a.origin}/about-us`)).text())!
    title = 'After'
    const res = await fetch(b.origin + address)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers a hostile address with a 4xx, rendering nothing', async () => {
    const a = await instance(() => 'Home')
    const id = 'A'.repeat(43)
    const cases = [
      `/_page-data/${id}.json`,
      // The address of a payload served as a script, as it was before.
      `/_page-data/${id}.js?p=%2F`,
      `/_page-data/${id}.json?p=${encodeURIComponent('//evil.example/')}`,
      `/_page-data/${id}.json?p=${encodeURIComponent('/api/users')}`,
      `/_page-data/${id}.json?p=${encodeURIComponent('/build/login')}`,
      `/_page-data/${id}.json?p=${encodeURIComponent('/a\r\nx: 1')}`,
      `/_page-data/${id}.json?p=${encodeURIComponent('/\\evil')}`,
      `/_page-data/${id}.json?p=${encodeURIComponent(`/${'a'.repeat(3000)}`)}`,
      `/_page-data/${id}.json?p=about-us`,
      `/_page-data/short.json?p=%2F`,
    ]
    for (const path of cases) expect((await fetch(a.origin + path)).status, path).toBe(404)
    expect((await fetch(`${a.origin}/_page-data/${id}.json?p=%2F`, { method: 'POST', body: 'x' })).status).toBe(405)
    expect(a.renders()).toBe(0)
  })
})
