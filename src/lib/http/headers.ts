/**
 * Security headers for every response (next.config.ts applies them). The policy allows
 * only what the site itself uses; third-party hosts are added only when configured.
 * server.ts replaces it on every page it serves with the strict, hashed policy of
 * src/lib/http/csp.ts; this one is what /build, /api and a bare `next start` are served with.
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

/** The tag manager's hosts join the policy only when a container id is configured. */
const TAG_MANAGER_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

const CAPTCHA_HOSTS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net']

/** The policy's options for a site with (or without) the tag manager and the captcha configured. */
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
 * Headers for the staff app (/build), where a signed-in session has something to protect.
 * Cross-Origin-Opener-Policy cuts every window reference between the admin and other
 * origins' pages. Public pages hold no session or personal data, so they go without it:
 * it puts a page in a browsing context group (and, on Android, a renderer process) of its
 * own, which in bench/lighthouse cost every page, the baseline included, about 0.02 of
 * performance (40 ms more blocking time, a later first paint).
 */
export function staffHeaders(): { key: string; value: string }[] {
  return [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }]
}
