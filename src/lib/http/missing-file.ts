import fs from 'node:fs'
import path from 'node:path'

import type { CollectionConfig, Plugin, PayloadRequest } from 'payload'

/** The site's not-found page (src/proxy.ts answers /404 with it), for a person who opened a missing file. */
const NOT_FOUND_PAGE = '/404'
const FALLBACK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><main><h1>Page not found</h1><p><a href="/">Go back to home</a></p></main></body></html>'

/** 404 for a file that is not there: the site's not-found page for a browser, a short JSON answer for the rest. */
export async function missingFileAnswer(req: Pick<PayloadRequest, 'headers' | 'url'>): Promise<Response> {
  const headers = { 'cache-control': 'no-store' }
  if (!(req.headers.get('accept') ?? '').includes('text/html'))
    return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404, headers })
  // The server reaches itself at the address this request came in on (src/proxy.ts: its own listening address).
  const page = req.url
    ? await fetch(new URL(NOT_FOUND_PAGE, req.url), { headers: { accept: 'text/html' } }).catch(() => null)
    : null
  const html = page?.status === 404 ? await page.text().catch(() => '') : ''
  const found = html.includes('</html>')
  const policy = found ? page?.headers.get('content-security-policy') : null
  return new Response(found ? html : FALLBACK_HTML, {
    status: 404,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      // The page's scripts carry the nonce of its own policy.
      ...(policy ? { 'content-security-policy': policy } : {}),
    },
  })
}

/**
 * Payload answers a file missing from a local upload folder with 500 ("Something went wrong."): a deleted picture's
 * old address, any name typed in. Run after the storage plugins' handlers (which answer for object storage), so only
 * the local folder is looked at.
 */
function answerMissing(config: CollectionConfig): CollectionConfig {
  const upload = config.upload
  if (!upload) return config
  const settings = upload === true ? {} : upload
  const folder = path.resolve(settings.staticDir || config.slug)
  // One stat of a local file, synchronous: Payload's handler type takes a Response or nothing, not a promise of either.
  const handler = (req: PayloadRequest, { params }: { params: { filename: string } }) => {
    const file = path.resolve(folder, params.filename)
    // Outside the folder: Payload refuses it itself (400).
    if (!file.startsWith(folder + path.sep)) return
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return missingFileAnswer(req)
  }
  return { ...config, upload: { ...settings, handlers: [...(settings.handlers ?? []), handler] } }
}

export const missingFilesAnswer404: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(answerMissing),
})
