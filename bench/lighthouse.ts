/**
 * bench/lighthouse: Lighthouse (npm package, Debian's Chromium) on the home page, a service
 * page, a blog post, a job page and /new-project, several runs each, and in the same run on
 * a baseline: a minimal Next.js 16 page built by this script. Prints per page the median
 * scores (performance, accessibility, best practices, SEO), LCP, TBT, CLS and JavaScript
 * bytes (gzip, measured the same way for both) beside the baseline's.
 *
 *   npx tsx bench/lighthouse.ts [--runs 5] [--explain]
 *
 * --explain also prints, for each page's last run, the requests Lighthouse's simulation put
 * on the LCP path (everything that finished, and every script that started running, before
 * the first paint it observed) with their simulated start and end, and beside them when each
 * finished in the real, unthrottled browser and when that browser painted: what to cut to
 * move LCP. (A script counts when it finished before the observed paint, unless the task
 * that ran it was long enough, 10 ms, for the simulation to see that it ran after the paint.)
 */
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
// Lighthouse's own LCP simulation (lantern), imported to show its graph; not a public API.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'
import { buildBaseline, buildSite, fmt, serve, serveSite, stop, waitFor } from './lib'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, explain: { type: 'boolean', default: false } } })
const runs = Number(values.runs)
const PORTS = { site: 3231, baseline: 3232 }
const PAGES = ['/', '/ecommerce-development', '/blog/two-week-sprints-explained', '/job/senior-web-developer', '/new-project']

const siteEnv = await buildSite('lighthouse', PORTS.site)
const baselineDir = await buildBaseline()
const site = serveSite(PORTS.site, siteEnv)
const baseline = serve(PORTS.baseline, {}, baselineDir)
await waitFor(`http://127.0.0.1:${PORTS.site}/`)
await waitFor(`http://127.0.0.1:${PORTS.baseline}/`)

/** One view of each page and of the assets it links, before measuring, so that every run sees a server in its steady state (for ours: the HTML cache of server.ts holds them). */
async function warm(origin: string, paths: string[]): Promise<void> {
  for (const p of paths) {
    const html = await (await fetch(origin + p)).text()
    const assets = new Set(html.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])
    await Promise.all([...assets].map(async (a) => (await fetch(origin + a)).arrayBuffer()))
  }
  await new Promise((r) => setTimeout(r, 2000))
}
await warm(`http://127.0.0.1:${PORTS.site}`, PAGES)
await warm(`http://127.0.0.1:${PORTS.baseline}`, ['/'])

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})

/**
 * The page's JavaScript as gzip bytes, whatever the server sent: each script loaded,
 * gzipped at zlib's default level (what `next start` sends). Our server sends brotli, which
 * is smaller, so its transfer size would flatter us beside the baseline.
 */
async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all([...new Set(urls)].map(async (u) => gzipSync(Buffer.from(await (await fetch(u)).arrayBuffer())).length))
  return sizes.reduce((a, b) => a + b, 0)
}

type Row = { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number; js: number }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function measure(url: string): Promise<Row> {
  const rows: Row[] = []
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
    const lhr = result!.lhr
    if (values.explain && i === runs - 1) {
      const metrics = (lhr.audits.metrics?.details as { items?: { observedNavigationStartTs?: number; observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
      await explain(url, result!.artifacts, lhr.configSettings, { navigationStartTs: metrics?.observedNavigationStartTs ?? 0, lcp: metrics?.observedLargestContentfulPaint ?? Number.NaN })
    }
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; url: string }[] } | undefined)?.items ?? []
    rows.push({
      perf: lhr.categories.performance.score ?? 0,
      a11y: lhr.categories.accessibility.score ?? 0,
      bp: lhr.categories['best-practices'].score ?? 0,
      seo: lhr.categories.seo.score ?? 0,
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      js: await gzipBytes(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url)),
    })
  }
  const keys = Object.keys(rows[0]) as (keyof Row)[]
  return Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]))])) as Row
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>
type LanternNode = { type: string; startTime: number; endTime: number; request?: { url: string; transferSize: number; resourceType: string } }
type Context = Parameters<typeof LanternLargestContentfulPaint.request>[1]
/** Prints the network requests on the simulated LCP path, in simulated order. */
async function explain(url: string, artifacts: RunnerResult['artifacts'], settings: RunnerResult['lhr']['configSettings'], observed: { navigationStartTs: number; lcp: number }): Promise<void> {
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = artifacts
  // Lighthouse's internal context for computed artifacts: only the two fields the LCP computation reads.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- Context comes from Lighthouse's untyped internals
  const context = { computedCache: new Map(), settings } as unknown as Context
  const lcp = await LanternLargestContentfulPaint.request({ trace: Trace, devtoolsLog: DevtoolsLog, gatherContext: GatherContext, settings, simulator: null, URL, SourceMaps }, context)
  const timings = [...(lcp.optimisticEstimate.nodeTimings as Map<LanternNode, { startTime: number; endTime: number }>).entries()]
  console.log(`\n[explain] ${url}: simulated LCP ${fmt(lcp.timing, 0)} ms; in the real browser the largest paint came at ${fmt(observed.lcp, 0)} ms. Requests on the simulated path (simulated start -> end, then the real end):`)
  for (const [node, t] of timings.filter(([n]) => n.type === 'network').sort((a, b) => a[1].startTime - b[1].startTime)) {
    const r = node.request!
    const realEnd = (node.endTime - observed.navigationStartTs) / 1000
    console.log(`  ${fmt(t.startTime, 0).padStart(6)} -> ${fmt(t.endTime, 0).padStart(6)} ms  (real ${fmt(realEnd, 0).padStart(4)} ms)  ${fmt(r.transferSize / 1024, 1).padStart(6)} KB  ${r.resourceType.padEnd(10)} ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`)
  }
}

const base = await measure(`http://127.0.0.1:${PORTS.baseline}/`)
const results: [string, Row][] = []
for (const p of PAGES) results.push([p, await measure(`http://127.0.0.1:${PORTS.site}${p}`)])
chrome.kill()
stop(site)
stop(baseline)

const line = (name: string, r: Row) =>
  `${name.padEnd(34)}${fmt(r.perf, 2).padStart(6)}${fmt(r.a11y, 2).padStart(6)}${fmt(r.bp, 2).padStart(6)}${fmt(r.seo, 2).padStart(6)}${fmt(r.lcp, 0).padStart(8)}${fmt(r.tbt, 0).padStart(7)}${fmt(r.cls, 3).padStart(7)}${fmt(r.js / 1024, 1).padStart(9)}${fmt((r.js - base.js) / 1024, 1).padStart(9)}`
console.log('')
console.log(`bench/lighthouse: median of ${runs} runs, Lighthouse mobile defaults, same machine and run as the baseline`)
console.log(`${'page'.padEnd(34)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${'LCP ms'.padStart(8)}${'TBT'.padStart(7)}${'CLS'.padStart(7)}${'JS KB'.padStart(9)}${'vs base'.padStart(9)}`)
console.log(line('minimal Next.js page (baseline)', base))
for (const [p, r] of results) console.log(line(p, r))
