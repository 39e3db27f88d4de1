import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { chooseEncoding } from './html-cache'

/**
 * React's payload of a cacheable page (the `self.__next_f.push` scripts, and Turbopack's list of the page's
 * chunks), served as data of its own instead of inside the document: about 40 % of a page's compressed bytes,
 * which on a phone's line came before the first paint (docs/browser.md). It is data, not code: the server reads
 * the value each script pushes, and the after-paint loader fetches them as JSON and pushes them where the scripts
 * would have (PUSH_PAYLOAD) before it starts Next.js's scripts, so hydration finds them where it always does.
 * Its address names its bytes (sha256), so browsers and the front keep it for a year; the page's path travels
 * with it. An instance that lacks it reads it from the store the instances share (SharedPayloads); failing that,
 * it renders the page on asking and serves the payload if its bytes are the same. Hand-written: Next.js always
 * inlines it.
 */

export const PAYLOAD_PREFIX = '/_page-data/'

/** The scripts Next.js writes with the payload; React escapes `<` inside them, so no literal `</script` occurs. */
const PAYLOAD_SCRIPT =
  /<script(?: id="_R_")?>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push|self\.__next_f\.push|\(globalThis\["TURBOPACK"\])[\s\S]*?)<\/script>/g

/**
 * The statements those scripts are made of, exactly as Next.js 16 writes them (app-render/use-flight-response.js,
 * get-page-files.js's Turbopack bootstrap), each pushing one JSON value (htmlEscapeJsonString keeps it JSON).
 */
const NEXT_F_FIRST = '(self.__next_f=self.__next_f||[]).push('
const NEXT_F = 'self.__next_f.push('
const CHUNK_LIST = /\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(/y
const SEPARATOR = /;?\s*/y

/** What the payload scripts push, by the global array each pushes onto, in order: the payload served as JSON. */
export type PayloadData = Record<string, unknown[]>

/**
 * Runs in the browser (the after-paint loader embeds it; ES5): pushes the payload where its scripts would have.
 * A global that is there and not an array is left alone (an error: the loader then starts no script of Next.js's).
 */
export const PUSH_PAYLOAD = `function (data) {
  for (var name in data) {
    if (!Object.prototype.hasOwnProperty.call(data, name)) continue
    var list = self[name] || (self[name] = [])
    if (!(list instanceof Array)) throw new Error('not an array: ' + name)
    for (var i = 0; i < data[name].length; i++) list.push(data[name][i])
  }
}`

/** The index just past the JSON array or object that starts at `start` (-1: none does). */
function jsonEnd(text: string, start: number): number {
  if (text[start] !== '[' && text[start] !== '{') return -1
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') depth++
    else if (c === ']' || c === '}') if (--depth === 0) return i + 1
  }
  return -1
}

/** Adds what one payload script pushes to `data`; false if the script is not made only of the known statements. */
function readScript(text: string, data: PayloadData): boolean {
  let at = 0
  while (at < text.length) {
    let name: string
    if (text.startsWith(NEXT_F_FIRST, at)) [name, at] = ['__next_f', at + NEXT_F_FIRST.length]
    else if (text.startsWith(NEXT_F, at)) [name, at] = ['__next_f', at + NEXT_F.length]
    else {
      CHUNK_LIST.lastIndex = at
      const chunkList = CHUNK_LIST.exec(text)
      if (!chunkList) return false
      // The pattern takes a quoted identifier, which JSON reads as that name.
      const listName: unknown = JSON.parse(chunkList[1])
      if (typeof listName !== 'string') return false
      ;[name, at] = [listName, CHUNK_LIST.lastIndex]
      if (name === '__proto__') return false
    }
    const end = jsonEnd(text, at)
    if (end < 0 || text[end] !== ')') return false
    let value: unknown
    try {
      value = JSON.parse(text.slice(at, end))
    } catch {
      return false
    }
    // React's entries are [kind, data?] with a numeric kind (app-index.js reads them so).
    if (name === '__next_f' && !(Array.isArray(value) && typeof value[0] === 'number')) return false
    ;(data[name] ??= []).push(value)
    SEPARATOR.lastIndex = end + 1
    SEPARATOR.exec(text)
    // Statements are separated (a semicolon or a line break), as in what Next.js writes.
    if (SEPARATOR.lastIndex === end + 1 && SEPARATOR.lastIndex < text.length) return false
    at = SEPARATOR.lastIndex
  }
  return true
}

/**
 * The page without its payload scripts, and what they push as JSON (PayloadData). Null when the page has none, or
 * when any of them is not in a form read here: then the page keeps them all inline, as Next.js wrote it.
 */
export function takePayload(html: string): { html: string; payload: string } | null {
  const data: PayloadData = {}
  let found = false
  let readable = true
  const rest = html.replace(PAYLOAD_SCRIPT, (_, text: string) => {
    found = true
    readable &&= readScript(text, data)
    return ''
  })
  return found && readable ? { html: rest, payload: JSON.stringify(data) } : null
}

type Entry = { text: string; br?: Buffer; gzip?: Buffer }

const ID = /^\/_page-data\/([A-Za-z0-9_-]{43})\.json(?:\?|$)/
const MAX_PATH = 2048
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Renders a page through this instance, bypassing its HTML cache, so that its payload is stored again. */
export type RenderPage = (path: string) => Promise<unknown>

/**
 * Payloads kept where every instance reads them (src/lib/http/shared-payloads.ts, on PostgreSQL): React does not
 * write a page's payload byte for byte the same on every render (its rows come in the order its reads resolve), so
 * an instance rendering a page another one served may not make that page's payload.
 */
export type SharedPayloads = {
  save(id: string, text: string): Promise<void>
  load(id: string): Promise<string | null>
}

export class PayloadStore {
  // Bounded by bytes: a payload dropped here is read from the shared store, or rendered again from its page.
  readonly #entries = new LRUCache<string, Entry>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.text.length * 2,
  })
  readonly #rendering = new Map<string, Promise<unknown>>()
  readonly #shared: SharedPayloads | null

  constructor(shared: SharedPayloads | null = null) {
    this.#shared = shared
  }

  /** Keeps the payload and answers the address the page loads it from. */
  put(payload: string, pagePath: string): string {
    const id = createHash('sha256').update(payload, 'utf8').digest('base64url')
    if (!this.#entries.has(id)) {
      this.#entries.set(id, { text: payload })
      // Not awaited: the page goes out meanwhile, and its loader asks for the payload only after the first paint.
      void this.#shared?.save(id, payload).catch(() => undefined)
    }
    return `${PAYLOAD_PREFIX}${id}.json?p=${encodeURIComponent(pagePath)}`
  }

  async #fromShared(id: string): Promise<Entry | undefined> {
    const text = await this.#shared?.load(id).catch(() => null)
    // The address names these bytes, whatever the store holds.
    if (!text || createHash('sha256').update(text, 'utf8').digest('base64url') !== id) return undefined
    const entry = { text }
    this.#entries.set(id, entry)
    return entry
  }

  /** Answers a request under PAYLOAD_PREFIX. */
  async serve(request: IncomingMessage, response: ServerResponse, render: RenderPage): Promise<void> {
    const url = request.url ?? ''
    const id = ID.exec(url)?.[1]
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed')
    if (!id) return plain(response, 404, 'Not found')
    let entry = this.#entries.get(id) ?? (await this.#fromShared(id))
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
        // Its render here may differ from the one that named the payload, which may have been saved meanwhile.
        entry = this.#entries.get(id) ?? (await this.#fromShared(id))
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
      'content-type': 'application/json; charset=utf-8',
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
