import type { FieldErrors } from '@/forms/schema'
import { BRAND } from '@/lib/brand'
import { formHtml, type RefusedForm } from './form-page'

const STYLE = [
  `body{font-family:system-ui,sans-serif;color:${BRAND.ink};max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.6}`,
  `a{color:${BRAND.accentStrong};font-weight:600}li{margin:.4rem 0}.muted{color:#4b5563;font-size:.9rem;margin:.2rem 0}`,
  `.error{color:${BRAND.accentStrong};font-weight:600;margin:.2rem 0}.summary{border:2px solid ${BRAND.accentStrong};padding:1rem;border-radius:.75rem}`,
  '.field,fieldset{margin:1.2rem 0}label{display:block;font-weight:600}.box{font-weight:400}',
  'input:not([type=checkbox]),select,textarea{display:block;width:100%;box-sizing:border-box;padding:.6rem;font:inherit;margin-top:.3rem}',
  `button{font:inherit;font-weight:600;padding:.7rem 1.6rem;border:0;border-radius:999px;background:${BRAND.accentStrong};color:#fff}`,
].join('')

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Without JavaScript a rejected form gets this page (with JavaScript the errors appear beside the fields). */
export function errorPage(
  status: number,
  message: string,
  errors: FieldErrors,
  request: Request,
  headers: Record<string, string> = {},
  form?: RefusedForm,
  heading = 'Please check the form',
): Response {
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
  const body = form
    ? formHtml(form, message, errors)
    : `<p role="alert">${escape(message)}</p>${items ? `<ul>${items}</ul>` : ''}`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(heading)}</title>
<style>${STYLE}</style></head>
<body><main><h1>${escape(heading)}</h1>${body}<p><a href="${escape(back)}">Go back to the page</a></p></main></body></html>`
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}
