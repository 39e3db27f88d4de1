import { readLimitedBody } from '@/lib/http/body'
import { requestLog } from '@/lib/log'

/**
 * Refused before Payload runs: a NUL character (PostgreSQL fails the whole query, which Payload answers with 500),
 * a paging parameter that is not one whole number, and a JSON body over 2 MB (no content edit comes near it).
 */
export const REST_JSON_MAX_BYTES = 2 * 1024 * 1024

type Handler<C> = (request: Request, context: C) => Promise<Response>

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v))
  return false
}

/** Payload passes these to SQL as they come: repeated (an array) or not a number, the query fails (a 500). */
const NUMBER_PARAMS = new Set(['limit', 'page', 'depth'])

/** The first paging parameter that is not one plain number, or null. */
export function badNumberParam(search: URLSearchParams): string | null {
  const seen = new Set<string>()
  for (const [key, value] of search) {
    const name = key.split('[', 1)[0]
    if (!NUMBER_PARAMS.has(name)) continue
    if (key !== name || seen.has(name) || !/^\d{1,9}$/.test(value)) return name
    seen.add(name)
  }
  return null
}

function jsonHasNul(text: string): boolean {
  try {
    return containsNul(JSON.parse(text))
  } catch {
    return false // not JSON: Payload answers that itself (400)
  }
}

export function guardRest<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    let url: string
    try {
      url = decodeURIComponent(new URL(request.url).search + new URL(request.url).pathname)
    } catch {
      return refuse(400, 'The address is not valid.')
    }
    if (url.includes('\u0000')) {
      requestLog(request).info('api request refused: NUL character in the address')
      return refuse(400, 'The address contains a NUL character.')
    }
    const bad = badNumberParam(new URL(request.url).searchParams)
    if (bad) return refuse(400, `"${bad}" must be given once, as a whole number.`)
    let forward = request
    const type = (request.headers.get('content-type') ?? '').toLowerCase()
    if (request.body && type.includes('json')) {
      const body = await readLimitedBody(request, REST_JSON_MAX_BYTES)
      if (!body.ok) return refuse(413, `The request body is over ${REST_JSON_MAX_BYTES / 1024 / 1024} MB.`)
      let text: string
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)
      } catch {
        return refuse(400, 'The request body is not valid text (UTF-8).')
      }
      if (jsonHasNul(text)) {
        requestLog(request).info('api request refused: NUL character in the body')
        return refuse(400, 'Text must not contain NUL characters.')
      }
      forward = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body.bytes,
        signal: request.signal,
      })
    }
    const response = await handler(forward, context)
    if (response.status !== 501) return response
    return refuse(404, 'Not found.')
  }
}
