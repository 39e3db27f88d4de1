import http from 'node:http'
import { text as readText } from 'node:stream/consumers'

import { baseURL } from '../../playwright.config'

/**
 * A request to the served site from a given loopback source address: a visitor of its own
 * to server.ts, which identifies clients by their socket address (src/lib/http/client.ts).
 */
export function postFrom(
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const url = new URL(path, baseURL)
  const payload = typeof body === 'string' ? body : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      },
      // stream/consumers rejects on an answer cut short, where a bare 'end' listener would wait forever.
      (res) =>
        void readText(res).then((text) => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }), reject),
    )
    req.on('error', reject)
    req.end(payload)
  })
}
