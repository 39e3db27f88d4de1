import sanitizeHtml from 'sanitize-html'

/** Editors' HTML: only an inert subset survives (no script, style, iframe, event handler or javascript: URL). */
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

/** For meta tags and structured data. */
export function toPlainText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : ''
}

/** Tags that show a picture: the sanitizer drops them, so a field that refuses pictures looks for them first. */
const PICTURE_TAGS = new Set(['img', 'picture', 'image', 'svg', 'object', 'embed'])

/** Whether the HTML holds a picture tag (as a browser would parse it, so `<IMG` or `<img/src=...>` count too). */
export function hasPicture(html: string | null | undefined): boolean {
  if (!html) return false
  let found = false
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Every tag is looked at and the output thrown away: nothing of it is ever shown.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      if (PICTURE_TAGS.has(frame.tag.toLowerCase())) found = true
      return false
    },
  })
  return found
}
