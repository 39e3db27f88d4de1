/**
 * The production server (`npm start`): Next.js, with the in-process HTML cache of
 * src/lib/http/html-cache.ts in front of it. Everything the cache does not answer goes to
 * Next.js unchanged, so the site behaves exactly as under `next start`, only faster on
 * repeat views of public pages (README, "Benchmarks").
 *
 *   PORT (default 3000), LISTEN_HOST (default: every interface), HTML_CACHE_SECONDS (default 60, 0: off)
 */
import './src/config/dotenv'

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { readEnv } from './src/config/env'
import { createCachingServer, registerHtmlCache } from './src/lib/http/html-cache'

// Validated like every other setting (src/config/env.ts): a malformed value stops start-up here.
const { port, listenHost: hostname, htmlCacheSeconds } = (() => {
  try {
    return readEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()

const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), hostname: hostname ?? 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const { server, cache } = createCachingServer(handle, { maxAgeSeconds: htmlCacheSeconds })
registerHtmlCache(cache)

server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port} (HTML cache ${htmlCacheSeconds > 0 ? `${htmlCacheSeconds} s` : 'off'})`)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
