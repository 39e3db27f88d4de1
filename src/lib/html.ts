import sanitizeHtml from 'sanitize-html'

/**
 * Rich text from the CMS is HTML typed by editors (or arriving from a remote endpoint).
 * Only a small, inert subset survives: no script, style, iframe, event handler or
 * javascript: URL, whatever the editor typed.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs }
    },
  },
}

export function sanitize(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : ''
}

/** Plain text of an HTML fragment, for meta tags and structured data. */
export function toPlainText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : ''
}
