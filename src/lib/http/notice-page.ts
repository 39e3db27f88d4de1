import { BRAND } from '@/lib/brand'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export type Notice = {
  status: number
  title: string
  paragraphs: string[]
  /** Posts, never a GET: mail scanners follow links. */
  form?: { action: string; fields: Record<string, string>; button: string }
  links?: { href: string; text: string }[]
}

/** The standalone page behind the links we e-mail: no script, no cookie, never cached, not indexed. */
export function noticePage(notice: Notice, headers: Record<string, string> = {}): Response {
  const form = notice.form
    ? `<form method="post" action="${escape(notice.form.action)}">${Object.entries(notice.form.fields)
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
        .join('')}<button type="submit">${escape(notice.form.button)}</button></form>`
    : ''
  const links = (notice.links ?? [{ href: '/', text: 'Go to the home page' }])
    .map((l) => `<p><a href="${escape(l.href)}">${escape(l.text)}</a></p>`)
    .join('')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(notice.title)}</title>
<style>body{font-family:system-ui,sans-serif;color:${BRAND.ink};max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.6}a{color:${BRAND.accentStrong};font-weight:600}button{font:inherit;font-weight:600;min-height:44px;padding:0 1.5rem;border:0;border-radius:999px;background:${BRAND.accentStrong};color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid ${BRAND.ink};outline-offset:2px}</style></head>
<body><main><h1>${escape(notice.title)}</h1>${notice.paragraphs.map((p, i) => `<p${i === 0 ? ' role="status"' : ''}>${escape(p)}</p>`).join('')}${form}${links}</main></body></html>`
  return new Response(html, {
    status: notice.status,
    headers: {
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
    },
  })
}
