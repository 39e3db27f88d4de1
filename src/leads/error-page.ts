import type { FieldErrors } from '@/forms/schema'
import { BRAND } from '@/lib/brand'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Without JavaScript a rejected form gets this small page: what went wrong, field by field,
 * and a way back. (With JavaScript the errors appear beside the fields instead.)
 */
export function errorPage(status: number, message: string, errors: FieldErrors, request: Request, headers: Record<string, string> = {}): Response {
  const referer = request.headers.get('referer')
  let back = '/'
  try {
    if (referer) {
      const url = new URL(referer)
      if (url.host === new URL(request.url).host) back = url.pathname
    }
  } catch {
    back = '/'
  }
  const items = Object.values(errors)
    .map((text) => `<li>${escape(text)}</li>`)
    .join('')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please check the form</title>
<style>body{font-family:system-ui,sans-serif;color:${BRAND.ink};max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.6}a{color:${BRAND.accentStrong};font-weight:600}li{margin:.4rem 0}</style></head>
<body><main><h1>Please check the form</h1><p role="alert">${escape(message)}</p>${items ? `<ul>${items}</ul>` : ''}<p><a href="${escape(back)}">Go back to the form</a></p></main></body></html>`
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}
