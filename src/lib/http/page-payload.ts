import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { chooseEncoding } from './html-cache'

/**
 * React's payload of a cacheable page (the `self.__next_f.push` scripts, and Turbopack's list of the page's
 * chunks), served as a script of its own instead of inside the document: about 40 % of a page's compressed bytes,
 * which on a phone's line came before the first paint (docs/browser.md). The after-paint loader runs it before
 * Next.js's scripts, so hydration finds it where it always is. Its address names its bytes (sha256), so browsers
 * and the front keep it for a year; the page's path travels with it, so an instance that never rendered the page
 * renders it on asking and serves the payload if its bytes are the same. Hand-written: Next.js always inlines it.
 */

export const PAYLOAD_PREFIX = '/_page-data/'

/** The scripts Next.js writes with the payload; React escapes `<` inside them, so no literal `</script` occurs. */
const PAYLOAD_SCRIPT =
  /<script(?: id="_R_")?>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push|self\.__next_f\.push|\(globalThis\["TURBOPACK"\])[\s\S]*?)<\/script>/g

/** The page without its payload scripts, and their text in document order (null: the page has none). */
export function takePayload(html: string): { html: string; payload: string } | null {
  const parts: string[] = []
  const rest = html.replace(PAYLOAD_SCRIPT, (_, text: string) => (parts.push(text), ''))
  return parts.length === 0 ? null : { html: rest, payload: parts.join(';\n') + ';\n' }
}

type Entry = { text: string; br?: Buffer; gzip?: Buffer }

const ID = /^\/_page-data\/([A-Za-z0-9_-]{43})\.js(?:\?|$)/
const MAX_PATH = 2048
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Renders a page through this instance, bypassing its HTML cache, so that its payload is stored again. */
export type RenderPage = (path: string) => Promise<unknown>

export class PayloadStore {
  // Bounded by bytes: a payload dropped here is rendered again from its page on asking.
  readonly #entries = new LRUCache<string, Entry>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.text.length * 2,
  })
  readonly #rendering = new Map<string, Promise<unknown>>()

  /** Keeps the payload and answers the address the page loads it from. */
  put(payload: string, pagePath: string): string {
    const id = createHash('sha256').update(payload, 'utf8').digest('base64url')
    if (!this.#entries.has(id)) this.#entries.set(id, { text: payload })
    return `${PAYLOAD_PREFIX}${id}.js?p=${encodeURIComponent(pagePath)}`
  }

  /** Answers a request under PAYLOAD_PREFIX. */
  async serve(request: IncomingMessage, response: ServerResponse, render: RenderPage): Promise<void> {
    const url = request.url ?? ''
    const id = ID.exec(url)?.[1]
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed')
    if (!id) return plain(response, 404, 'Not found')
    let entry = this.#entries.get(id)
    if (!entry) {
      const page = pagePathOf(url)
      if (page !== null) {
        let rendering = this.#rendering.get(page)
        if (!rendering) {
          rendering = render(page).catch(() => undefined)
          this.#rendering.set(page, rendering)
          void rendering.finally(() => this.#rendering.delete(page))
        }
        await rendering
        entry = this.#entries.get(id)
      }
    }
    // The page changed since (or renders differently here): the page that asked stays as the server wrote it.
    if (!entry) return plain(response, 404, 'Not found')
    const encoding = chooseEncoding(request.headers)
    const body =
      encoding === 'br'
        ? (entry.br ??= await brotli(entry.text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
        : encoding === 'gzip'
          ? (entry.gzip ??= await gzip(entry.text, { level: 9 }))
          : Buffer.from(entry.text)
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  }
}

/** The page a payload address names: a path of this site (not its API, admin or assets), or null. */
function pagePathOf(url: string): string | null {
  const query = url.indexOf('?')
  if (query < 0) return null
  const page = new URLSearchParams(url.slice(query + 1)).get('p')
  if (page === null || page.length > MAX_PATH || !page.startsWith('/') || page.startsWith('//')) return null
  if (/[\u0000-\u0020\u007f\\]/.test(page)) return null
  if (/^\/(?:api|build|_next|_page-data)(?:[/?#]|$)/.test(page)) return null
  return page
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(status === 405 ? { allow: 'GET, HEAD' } : {}),
  })
  response.end(text)
}
