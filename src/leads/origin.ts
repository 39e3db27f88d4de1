/**
 * Where a lead came from: the campaign (utm_*), the referring site and the page the visitor arrived on. The browser
 * sends what consent allowed it to keep (components/forms/origin.ts) as one URL-encoded field; the send itself always
 * carries its page's address (the Referer of a same-origin POST), whose utm_* count when the browser sent none.
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

export type LeadOrigin = {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  utmTerm: string | null
  utmContent: string | null
  /** The referring site's origin (scheme and host), never its path: that is the other site's business. */
  referrer: string | null
  landingPage: string | null
}

const UTM_FIELD = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<(typeof UTM_KEYS)[number], keyof LeadOrigin>

export const ORIGIN_MAX = { utm: 150, referrer: 200, landingPage: 300, field: 2000 } as const

export const ORIGIN_COLUMNS = [
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
] as const satisfies readonly (keyof LeadOrigin)[]

const empty = (): LeadOrigin => ({
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrer: null,
  landingPage: null,
})

/** Campaign values are free text (a campaign may be named in any language); control characters never are. */
function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim()
  if (!trimmed || trimmed.length > max || /[\p{Cc}\p{Cf}]/u.test(trimmed)) return null
  return trimmed
}

function siteOrigin(value: string | null): string | null {
  if (!value || value.length > ORIGIN_MAX.referrer) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

function path(value: string | null): string | null {
  return value && value.length <= ORIGIN_MAX.landingPage && /^\/[\x21-\x7e]*$/.test(value) && !value.startsWith('//')
    ? value
    : null
}

function utmFrom(params: URLSearchParams, into: LeadOrigin): void {
  for (const key of UTM_KEYS) into[UTM_FIELD[key]] = text(params.get(key), ORIGIN_MAX.utm)
}

/**
 * The stored origin of a send. `field` is the browser's (already bounded in length by the form schema): a part
 * that does not parse is dropped, not refused, since the visitor cannot see or mend it. `referer` is the request's
 * header, read only when it names a page of one of `own` (the site's origins: its public URL, the host asked).
 */
export function leadOrigin(field: string | undefined, referer: string | null, own: readonly string[]): LeadOrigin {
  const origin = empty()
  const sent = new URLSearchParams(field ?? '')
  utmFrom(sent, origin)
  origin.referrer = siteOrigin(sent.get('ref'))
  if (origin.referrer && own.includes(origin.referrer)) origin.referrer = null
  origin.landingPage = path(sent.get('landing'))
  if (!UTM_KEYS.some((k) => sent.has(k)) && referer) {
    try {
      const page = new URL(referer)
      if (own.includes(page.origin)) utmFrom(page.searchParams, origin)
    } catch {
      // A malformed Referer carries nothing.
    }
  }
  return origin
}

/** How the dashboard names a lead's source: its campaign's, else the referring site's host, else "direct". */
export const DIRECT = 'Direct or not known'
