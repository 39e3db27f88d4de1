/**
 * bench/csp-audit: Lighthouse's "CSP is effective against XSS" audit (csp-xss, Debian's
 * Chromium) on the pages bench/lighthouse.ts measures and the other kinds of public page, on a
 * site already running (the browser tests' server, or `npm start`). Prints each page's
 * findings by severity; exits 1 if any is of high severity.
 *
 *   npx tsx bench/csp-audit.ts --origin http://127.0.0.1:4500 [--pages /,/build/login]
 */
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'

const { values } = parseArgs({
  options: { origin: { type: 'string', default: 'http://127.0.0.1:3000' }, pages: { type: 'string' } },
})
const DEFAULT_PAGES = [
  '/',
  '/ecommerce-development',
  '/blog/two-week-sprints-explained',
  '/job/senior-web-developer',
  '/new-project',
  '/liquor-store-transformation',
  '/privacy-policy',
  '/no-such-page',
]
// --pages /a,/b audits those instead (e.g. /build/login, which keeps the general policy).
const PAGES = values.pages ? values.pages.split(',') : DEFAULT_PAGES

type Finding = { severity?: string; description?: unknown; directive?: string }

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
let high = 0
try {
  for (const path of PAGES) {
    const result = await lighthouse(values.origin + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['csp-xss'],
      onlyCategories: ['best-practices'],
    })
    const audit = result?.lhr.audits['csp-xss']
    const items = ((audit?.details as { items?: Finding[] } | undefined)?.items ?? []).map((i) => ({
      severity: typeof i.severity === 'string' ? i.severity : JSON.stringify(i.severity),
      directive: i.directive ?? '',
      description: typeof i.description === 'string' ? i.description : JSON.stringify(i.description),
    }))
    high += items.filter((i) => /high/i.test(i.severity)).length
    console.log(`${path}: score ${audit?.score ?? '-'}, ${items.length} finding(s)`)
    for (const i of items) console.log(`  [${i.severity}] ${i.directive} ${i.description}`)
  }
} finally {
  chrome.kill()
}
console.log(high === 0 ? 'no high-severity finding' : `${high} high-severity finding(s)`)
process.exit(high === 0 ? 0 : 1)
