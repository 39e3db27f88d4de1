/** The tel: address of a phone number as shown ("+1 (212) 555-0142" -> "tel:+12125550142"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** US numbers as the content writes them: "+1 (212) 555-0142", "(305) 555-0175", "212-555-0142", "212.555.0142". */
const PHONE = /(?:\+1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[.-])\d{3}[.-]\d{4}\b/g
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g

function linkText(text: string): string {
  return text
    .replace(EMAIL, (address) => `<a href="mailto:${address}">${address}</a>`)
    .replace(PHONE, (phone) => `<a href="${telHref(phone)}">${phone}</a>`)
}

/** Text already inside a link is left alone; tags and their attributes are never touched. */
export function linkContacts(html: string): string {
  let insideLink = 0
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink++
        else if (/^<\/a\s*>/i.test(part)) insideLink = Math.max(0, insideLink - 1)
        return part
      }
      return insideLink ? part : linkText(part)
    })
    .join('')
}
