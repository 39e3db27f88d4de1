/**
 * The policy of /build, /api and a bare `next start`; server.ts replaces it on the pages it serves with the strict,
 * hashed policy of src/lib/http/csp.ts.
 */
export type PolicyOptions = {
  production: boolean
  extraScriptHosts?: string[]
  extraConnectHosts?: string[]
  extraFrameHosts?: string[]
}

export function policyDirectives(options: PolicyOptions): Record<string, string[]> {
  const { production, extraScriptHosts = [], extraConnectHosts = [], extraFrameHosts = [] } = options
  return {
    'default-src': ["'self'"],
    // Next.js inlines its bootstrap data; nonces would force every page to render per request.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"]), ...extraScriptHosts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extraConnectHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:']), ...extraConnectHosts],
    'frame-src': ["'self'", ...extraFrameHosts],
    // Only the site's own pages may frame it: the CMS's live preview (/build) shows the page
    // in a frame; any other origin is refused (clickjacking).
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
}

export function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([k, v]) => (v.length ? `${k} ${v.join(' ')}` : k))
    .join('; ')
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return serializePolicy(policyDirectives(options))
}

const TAG_MANAGER_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

const CAPTCHA_HOSTS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net']

export function siteHosts({ production, gtm = false, captcha = false }: SiteOptions): PolicyOptions {
  return {
    production,
    extraScriptHosts: [...(gtm ? TAG_MANAGER_HOSTS : []), ...(captcha ? CAPTCHA_HOSTS : [])],
    extraConnectHosts: [...(gtm ? TAG_MANAGER_HOSTS : []), ...(captcha ? CAPTCHA_HOSTS : [])],
    extraFrameHosts: captcha ? CAPTCHA_HOSTS : [],
  }
}

export type SiteOptions = { production: boolean; gtm?: boolean; captcha?: boolean }

export function securityHeaders(options: SiteOptions): { key: string; value: string }[] {
  const { production } = options
  const policy = contentSecurityPolicy(siteHosts(options))
  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
  ]
}

/**
 * Cross-Origin-Opener-Policy only for the staff app, which has a session to protect; on public pages it cost every
 * page about 0.02 of Lighthouse performance (docs/security.md).
 */
export function staffHeaders(): { key: string; value: string }[] {
  return [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }]
}
