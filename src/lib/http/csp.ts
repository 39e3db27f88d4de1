import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

import { policyDirectives, serializePolicy, siteHosts, type SiteOptions } from './headers'

/**
 * The strict Content-Security-Policy of the public pages served by server.ts.
 *
 * Every page server.ts serves passes through it whole (src/lib/http/after-paint.ts), so the
 * policy vouches for exactly the inline scripts of that response, by their sha256: Next.js's
 * inline payload (`self.__next_f.push`) and the after-paint loader, which then starts
 * Next.js's own scripts. Everything those trusted scripts insert (Next.js's chunks, the tag
 * manager after consent, the captcha) is trusted through 'strict-dynamic'; no host list is
 * trusted by a CSP3 browser, nor any inline script or event handler it did not vouch for.
 * 'unsafe-inline' and https: are there only for CSP2-era browsers, which ignore
 * 'strict-dynamic' (a CSP3 browser ignores both once a hash is present).
 *
 * The HTML cache keeps the headers of its copy beside its bytes, so a cached copy carries
 * the policy computed once for its own bytes, and a cache hit hashes nothing.
 */

export const REPORT_PATH = '/api/csp-report'
export const REPORT_GROUP = 'csp'

/** Script types a browser runs (an absent or empty type is JavaScript); JSON-LD and other data blocks are not run. */
const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:javascript|ecmascript|x-javascript|x-ecmascript)|text\/jscript)$/i
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i

/**
 * The text of each inline script of the document a browser would run. Script text in HTML is
 * raw (no character references are decoded), so this is exactly what the browser hashes; a
 * literal `</script` never occurs inside one (React and JSON.stringify escape it).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)
    if (type && !EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3]).trim())) continue
    scripts.push(text)
  }
  return scripts
}

/** CSP hash sources ('sha256-…') of the document's inline scripts, once each, in document order. */
export function scriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  )
  return [...new Set(hashes)]
}

/** The strict policy for a page whose inline scripts have these hash sources. */
export function strictPolicy(hashes: string[], options: SiteOptions): string {
  const directives = policyDirectives(siteHosts(options))
  directives['script-src'] = [
    ...hashes,
    "'strict-dynamic'",
    // Fallbacks for browsers without 'strict-dynamic' (CSP2); a CSP3 browser ignores them.
    "'unsafe-inline'",
    "'self'",
    'https:',
    ...(options.production ? [] : ["'unsafe-eval'"]),
  ]
  // No page of the site has a <base> element: an injected one could re-point every relative script URL.
  directives['base-uri'] = ["'none'"]
  directives['report-uri'] = [REPORT_PATH]
  directives['report-to'] = [REPORT_GROUP]
  return serializePolicy(directives)
}

export type PagePolicyOptions = SiteOptions & {
  /** Serve the strict policy as Content-Security-Policy-Report-Only (next.config.ts's policy stays enforced). */
  reportOnly?: boolean
}

const ENFORCED = 'content-security-policy'
const REPORT_ONLY = 'content-security-policy-report-only'

/**
 * Sets the strict policy of this HTML answer on the response (called by the after-paint
 * wrapper with the document as sent). Next.js's headers (next.config.ts) already carry the
 * general policy; in report-only mode it stays enforced and the strict one is reported on.
 */
export function applyPagePolicy(options: PagePolicyOptions): (html: string | null, response: ServerResponse) => void {
  return (html, response) => {
    if (html === null) {
      // A 304 answering Next.js's own ETag: its headers would replace the policy the browser
      // keeps with its page (RFC 9111, 4.3.4); without one, the kept policy stays.
      if (response.statusCode === 304) {
        response.removeHeader(ENFORCED)
        response.removeHeader(REPORT_ONLY)
      }
      return
    }
    const policy = strictPolicy(scriptHashes(html), options)
    response.setHeader(options.reportOnly ? REPORT_ONLY : ENFORCED, policy)
    response.setHeader('reporting-endpoints', `${REPORT_GROUP}="${REPORT_PATH}"`)
  }
}
