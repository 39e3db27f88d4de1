/**
 * bench/lighthouse: Lighthouse (npm package, Debian's Chromium) on the home page, a service
 * page, a blog post, a job page and /new-project, several runs each, and in the same run on
 * a baseline (the floor): a minimal Next.js 16 page built by this script. Both are measured
 * as visitors get them, through the committed front (deploy/haproxy.cfg: TLS with HTTP/2,
 * its micro-cache; a certificate made for the run, which Chromium is told to accept by its
 * key's hash), and again over plain HTTP/1.1 straight to the servers (the embedded
 * default, `npm start`). Prints per page the median scores (performance, accessibility,
 * best practices, SEO), LCP, TBT, CLS and JavaScript bytes (gzip, measured the same way for
 * both) beside the floor's, and the bytes of React's payload a page fetches as data apart (gzip; the floor's is
 * inline in its document).
 *
 * Then the price of loading the scripts after the first paint (src/lib/http/after-paint.ts):
 * on the home page at phone width, under Lighthouse's mobile throttling applied for real
 * (DevTools: 562.5 ms request latency, 1.47 Mbit/s, CPU 4x slower), the time from navigation
 * until the menu button answers a click (the menu opens: React has hydrated it), ours
 * against the same build under a bare `next start` (Next.js's own script tags), both
 * through the front.
 *
 *   [BENCH_PORT=3231] npx tsx bench/lighthouse.ts [--runs 5] [--explain] [--front-only] [--menu-only]
 *
 * --front-only skips the plain HTTP/1.1 table. --explain also prints, for each page's last run, the requests
 * Lighthouse's simulation put
 * on the LCP path (everything that finished, and every script that started running, before
 * the first paint it observed) with their simulated start and end, and beside them when each
 * finished in the real, unthrottled browser and when that browser painted: what to cut to
 * move LCP. (A script counts when it finished before the observed paint, unless the task
 * that ran it was long enough, 10 ms, for the simulation to see that it ran after the paint.)
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import type { Protocol as Crdp } from 'devtools-protocol/types/protocol.js'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
// Lighthouse's own LCP simulation (lantern), imported to show its graph; not a public API.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'
import { makeTestCertificate, request, startFront } from '../tests/front'
import { buildBaseline, buildSite, fmt, serve, serveSite, stop, stopOnExit, waitFor } from './lib'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
    'front-only': { type: 'boolean', default: false },
    'menu-only': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
/**
 * Every run a first view: Lighthouse clears the cache but, by default, not local storage, which a visit's consent and
 * popup state live in; kept, each run after the first would measure a returning visitor.
 */
// Lighthouse's default list (core/config/constants.js), and local storage.
const FIRST_VIEW_STORAGE: Crdp.Storage.StorageType[] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
]
/** BENCH_PORT moves the three servers (and their fronts, +30 and +40) off the defaults, for a shared machine. */
const portBase = Number(process.env.BENCH_PORT ?? 3231)
const PORTS = { site: portBase, baseline: portBase + 1, bare: portBase + 2 }
/** Each server's front: https on +30, its http redirect on +40 (bench/cluster uses 3240-3243). */
const frontPorts = (port: number) => ({ https: port + 30, http: port + 40 })
const PAGES = [
  '/',
  '/ecommerce-development',
  '/blog/two-week-sprints-explained',
  '/job/senior-web-developer',
  '/new-project',
]

const siteEnv = await buildSite('lighthouse', PORTS.site)
const baselineDir = await buildBaseline()
const certificate = makeTestCertificate()
const servers: ChildProcess[] = [
  serveSite(PORTS.site, siteEnv),
  serve(PORTS.baseline, {}, baselineDir),
  serve(PORTS.bare, siteEnv),
]
stopOnExit(servers)
for (const port of Object.values(PORTS)) {
  await waitFor(`http://127.0.0.1:${port}/`)
  servers.push(startFront(frontPorts(port), [`127.0.0.1:${port}`], certificate))
}
const plain = (port: number) => `http://127.0.0.1:${port}`
const front = (port: number) => `https://127.0.0.1:${frontPorts(port).https}`
for (const port of Object.values(PORTS)) {
  const end = Date.now() + 30_000
  while ((await request(`${front(port)}/`, certificate.cert).catch(() => null))?.status !== 200) {
    if (Date.now() > end) throw new Error(`the front of port ${port} did not answer 200 within 30 s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * One view of each page and of the assets it links, before measuring, so that every run sees a server in its steady
 * state (for ours: the HTML cache of server.ts holds them).
 */
async function warm(origin: string, paths: string[]): Promise<void> {
  for (const p of paths) {
    const html = (await request(origin + p, certificate.cert)).body
    const assets = new Set(html.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])
    await Promise.all([...assets].map((a) => request(origin + a, certificate.cert)))
  }
  await new Promise((r) => setTimeout(r, 2000))
}
await warm(plain(PORTS.site), PAGES)
await warm(plain(PORTS.baseline), ['/'])
await warm(plain(PORTS.bare), ['/'])

/** Chromium accepts the run's certificate, and no other one, by the hash of its public key. */
const spki = execFileSync(
  'sh',
  [
    '-c',
    `openssl x509 -in '${certificate.certPath}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  ],
  { encoding: 'utf8' },
).trim()
const browserArgs = [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spki}`]
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...browserArgs],
})

/**
 * The page's JavaScript as gzip bytes, whatever the server sent: each script loaded,
 * gzipped at zlib's default level (what `next start` sends). Our server sends brotli, which
 * is smaller, so its transfer size would flatter us beside the baseline.
 */
async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    [...new Set(urls)].map(async (u) => gzipSync(Buffer.from((await request(u, certificate.cert)).body)).length),
  )
  return sizes.reduce((a, b) => a + b, 0)
}

type Row = {
  perf: number
  a11y: number
  bp: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  js: number
  /** React's payload fetched as data apart from the page (src/lib/http/page-payload.ts): inline in the floor's. */
  data: number
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function measure(url: string): Promise<Row> {
  const rows: Row[] = []
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      clearStorageTypes: FIRST_VIEW_STORAGE,
    })
    const lhr = result!.lhr
    if (values.explain && i === runs - 1) {
      const metrics = (
        lhr.audits.metrics?.details as
          { items?: { observedNavigationStartTs?: number; observedLargestContentfulPaint?: number }[] } | undefined
      )?.items?.[0]
      await explain(url, result!.artifacts, lhr.configSettings, {
        navigationStartTs: metrics?.observedNavigationStartTs ?? 0,
        lcp: metrics?.observedLargestContentfulPaint ?? Number.NaN,
      })
    }
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; url: string }[] } | undefined)
        ?.items ?? []
    rows.push({
      perf: lhr.categories.performance.score ?? 0,
      a11y: lhr.categories.accessibility.score ?? 0,
      bp: lhr.categories['best-practices'].score ?? 0,
      seo: lhr.categories.seo.score ?? 0,
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      js: await gzipBytes(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url)),
      data: await gzipBytes(
        requests.filter((r) => new URL(r.url).pathname.startsWith('/_page-data/')).map((r) => r.url),
      ),
    })
  }
  const keys = Object.keys(rows[0]) as (keyof Row)[]
  return Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]))])) as Row
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>
type LanternNode = {
  type: string
  startTime: number
  endTime: number
  request?: { url: string; transferSize: number; resourceType: string }
}
type Context = Parameters<typeof LanternLargestContentfulPaint.request>[1]
/** Prints the network requests on the simulated LCP path, in simulated order. */
async function explain(
  url: string,
  artifacts: RunnerResult['artifacts'],
  settings: RunnerResult['lhr']['configSettings'],
  observed: { navigationStartTs: number; lcp: number },
): Promise<void> {
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = artifacts
  // Lighthouse's internal context for computed artifacts: only the two fields the LCP computation reads.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- Lighthouse's internals are untyped
  const context = { computedCache: new Map(), settings } as unknown as Context
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: Trace,
      devtoolsLog: DevtoolsLog,
      gatherContext: GatherContext,
      settings,
      simulator: null,
      URL,
      SourceMaps,
    },
    context,
  )
  const timings = [
    ...(lcp.optimisticEstimate.nodeTimings as Map<LanternNode, { startTime: number; endTime: number }>).entries(),
  ]
  console.log(
    `\n[explain] ${url}: simulated LCP ${fmt(lcp.timing, 0)} ms; in the real browser the largest paint came at ${fmt(observed.lcp, 0)} ms. Requests on the simulated path (simulated start -> end, then the real end):`,
  )
  for (const [node, t] of timings
    .filter(([n]) => n.type === 'network')
    .sort((a, b) => a[1].startTime - b[1].startTime)) {
    const r = node.request!
    const realEnd = (node.endTime - observed.navigationStartTs) / 1000
    console.log(
      `  ${fmt(t.startTime, 0).padStart(6)} -> ${fmt(t.endTime, 0).padStart(6)} ms  (real ${fmt(realEnd, 0).padStart(4)} ms)  ${fmt(r.transferSize / 1024, 1).padStart(6)} KB  ${r.resourceType.padEnd(10)} ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`,
    )
  }
}

/** The floor and each page, through the front and then plain. */
const tables: { title: string; base: Row; rows: [string, Row][] }[] = []
const origins = [
  ['through the front (TLS, HTTP/2, micro-cache)', front],
  ['plain HTTP/1.1, straight to the servers', plain],
] as const
const measured = values['menu-only'] ? [] : values['front-only'] ? origins.slice(0, 1) : origins
for (const [title, origin] of measured) {
  const base = await measure(`${origin(PORTS.baseline)}/`)
  const rows: [string, Row][] = []
  for (const p of PAGES) rows.push([p, await measure(`${origin(PORTS.site)}${p}`)])
  tables.push({ title, base, rows })
}
chrome.kill()

/**
 * Milliseconds from navigation, under Lighthouse's mobile throttling applied by DevTools, until the mobile menu opens
 * on a click (clicked every 50 ms; the invoker command opens it before hydration where the browser has one), and
 * until React has hydrated its button (React's props are on the element). Taken in the page, from navigation start.
 */
async function menuAnswers(url: string): Promise<{ opened: number; hydrated: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: browserArgs })
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const t = constants.throttling.mobileSlow4G
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.requestLatencyMs,
    downloadThroughput: (t.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (t.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdownMultiplier })
  // A string, not a function: tsx's helpers for named functions do not exist in the page.
  await page.addInitScript(`(() => {
    const seen = (window.__menu = {})
    const check = () => {
      const button = document.querySelector('header button[aria-haspopup="dialog"]')
      if (seen.opened === undefined && document.querySelector('dialog.mobile-menu[open]')) seen.opened = performance.now()
      if (seen.hydrated === undefined && button && Object.keys(button).some((k) => k.startsWith('__reactProps')))
        seen.hydrated = performance.now()
      if (seen.hydrated === undefined || seen.opened === undefined) requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })()`)
  await page.goto(url, { waitUntil: 'commit' })
  const button = page.locator('header button[aria-haspopup="dialog"]')
  await button.waitFor({ state: 'visible' })
  const end = Date.now() + 30_000
  let seen: { opened?: number; hydrated?: number } = {}
  while ((seen.opened === undefined || seen.hydrated === undefined) && Date.now() < end) {
    // A dispatched click: Playwright's click would wait for the page to settle, which is the thing measured.
    if (seen.opened === undefined) await button.dispatchEvent('click').catch(() => {})
    await page.waitForTimeout(50)
    seen = await page.evaluate(
      () => (window as unknown as { __menu?: { opened?: number; hydrated?: number } }).__menu ?? {},
    )
  }
  await browser.close()
  return { opened: seen.opened ?? Number.NaN, hydrated: seen.hydrated ?? Number.NaN }
}
const hydration: { name: string; opened: number[]; hydrated: number[] }[] = [
  { name: 'ours (npm start, scripts after the first paint)', opened: [], hydrated: [] },
  { name: 'the same build under a bare next start', opened: [], hydrated: [] },
]
for (let i = 0; i < runs; i++) {
  for (const [j, port] of [PORTS.site, PORTS.bare].entries()) {
    const { opened, hydrated } = await menuAnswers(`${front(port)}/`)
    hydration[j].opened.push(opened)
    hydration[j].hydrated.push(hydrated)
  }
}
for (const child of servers) stop(child)
fs.rmSync(certificate.dir, { recursive: true, force: true })

const line = (name: string, r: Row, base: Row) =>
  `${name.padEnd(34)}${fmt(r.perf, 2).padStart(6)}${fmt(r.a11y, 2).padStart(6)}${fmt(r.bp, 2).padStart(6)}${fmt(r.seo, 2).padStart(6)}${fmt(r.lcp, 0).padStart(8)}${fmt(r.tbt, 0).padStart(7)}${fmt(r.cls, 3).padStart(7)}${fmt(r.js / 1024, 1).padStart(9)}${fmt((r.js - base.js) / 1024, 1).padStart(9)}${fmt(r.data / 1024, 1).padStart(8)}`
console.log('')
console.log(`bench/lighthouse: median of ${runs} runs, Lighthouse mobile defaults, same machine and run as the floor`)
for (const { title, base, rows } of tables) {
  console.log('')
  console.log(title)
  console.log(
    `${'page'.padEnd(34)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${'LCP ms'.padStart(8)}${'TBT'.padStart(7)}${'CLS'.padStart(7)}${'JS KB'.padStart(9)}${'vs base'.padStart(9)}${'data KB'.padStart(8)}`,
  )
  console.log(line('minimal Next.js page (floor)', base, base))
  for (const [p, r] of rows)
    console.log(`${line(p, r, base)}   LCP ${r.lcp - base.lcp >= 0 ? '+' : ''}${fmt(r.lcp - base.lcp, 0)} ms`)
}
console.log('')
console.log(
  `home page, 412 px, Lighthouse's mobile throttling applied by DevTools, through the front: ms from navigation (median of ${runs}; every run)`,
)
for (const { name, opened, hydrated } of hydration) {
  console.log(`${name}`)
  console.log(
    `  menu opens on a click   ${fmt(median(opened), 0).padStart(7)}   ${opened.map((m) => fmt(m, 0)).join(' ')}`,
  )
  console.log(
    `  menu button hydrated    ${fmt(median(hydrated), 0).padStart(7)}   ${hydrated.map((m) => fmt(m, 0)).join(' ')}`,
  )
}
console.log(
  `price of the loader: menu opens ${fmt(median(hydration[0].opened) - median(hydration[1].opened), 0)} ms, ` +
    `hydrated ${fmt(median(hydration[0].hydrated) - median(hydration[1].hydrated), 0)} ms`,
)
