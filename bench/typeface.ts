/**
 * bench/typeface: the typeface options, measured on copies of the home page behind
 * the committed front (TLS, HTTP/2), beside the minimal Next.js page through the same front,
 * in the same run (Lighthouse mobile defaults, median of --runs). Each option is the page as
 * built with only its stylesheet (and the font preload) changed, served by a small proxy in
 * front of the built site (everything else comes from the site):
 *   - as built: `font-display: optional`, the file preloaded;
 *   - the face inside the stylesheet (the same file as a data: URL; no preload), whole or subset to
 *     Latin and Latin-1 with the weight axis kept (fontTools; skipped when Debian's python3-fonttools
 *     python3-brotli are missing);
 *   - no face on the view (the metric-matched fallbacks only), with the stylesheet linked or inside
 *     the document;
 *   - bounds, not working pages: the document without React's inline payload (nothing hydrates).
 *
 *   BENCH_REUSE_BUILD=1 npx tsx bench/typeface.ts [--runs 5]
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'
import { makeTestCertificate, request, startFront } from '../tests/front'
import { buildBaseline, buildSite, fmt, root, serve, serveSite, stop, stopOnExit, waitFor, work } from './lib'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
const runs = Number(values.runs)
const PORTS = { site: 3281, baseline: 3282, variants: 3283 }

const siteEnv = await buildSite('lighthouse', PORTS.site)
const baselineDir = await buildBaseline()
const certificate = makeTestCertificate()
const children: ChildProcess[] = [serveSite(PORTS.site, siteEnv), serve(PORTS.baseline, {}, baselineDir)]
stopOnExit(children)
await waitFor(`http://127.0.0.1:${PORTS.site}/`)
await waitFor(`http://127.0.0.1:${PORTS.baseline}/`)

const site = `http://127.0.0.1:${PORTS.site}`
const html = (await request(`${site}/`, certificate.cert)).body
const cssPath = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1]
if (!cssPath) throw new Error('no stylesheet in the home page')
const css = (await request(site + cssPath, certificate.cert)).body
const face = /@font-face\{font-family:figtree;src:url\(([^)]+)\)format\("woff2"\);font-display:optional[^}]*\}/.exec(
  css,
)
if (!face) throw new Error('no optional figtree face in the stylesheet')
const fontFile = path.join(root, '.next-bench/static/media', path.basename(face[1]))
const font = fs.readFileSync(fontFile)
const noPreload = html.replace(/<link rel="preload" href="[^"]+\.woff2" as="font"[^>]*\/>/, '')
const inline = (bytes: Buffer) => css.replace(face[1], `data:font/woff2;base64,${bytes.toString('base64')}`)

const noFace = css.replace(face[0], '')
const styleInside = (sheet: string) =>
  noPreload.replace(/<link rel="stylesheet" href="[^"]+\.css"[^>]*\/>/, () => `<style>${sheet}</style>`)
// Not a working page (nothing to hydrate from): the bound on what moving React's payload out of the document gives.
const noPayload = (page: string) => page.replace(/<script>\(?self\.__next_f[\s\S]*?<\/script>/g, '')

const variants: { name: string; html: string; css: string }[] = [
  { name: `as built: optional, preloaded (${fmt(font.length / 1024, 1)} KB)`, html, css },
  { name: `face inside the stylesheet (${fmt(font.length / 1024, 1)} KB)`, html: noPreload, css: inline(font) },
  { name: 'no face on this view (fallbacks only)', html: noPreload, css: noFace },
  { name: 'stylesheet in the document, no face', html: styleInside(noFace), css: noFace },
  { name: 'as built, without the React payload (bound)', html: noPayload(html), css },
  { name: 'no face, without the React payload (bound)', html: noPayload(noPreload), css: noFace },
  { name: 'style in doc, no face, no payload (bound)', html: noPayload(styleInside(noFace)), css: noFace },
]
try {
  const subset = path.join(work, 'figtree-latin1.woff2')
  const args = [
    fontFile,
    '--unicodes=U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026',
    '--flavor=woff2',
    `--output-file=${subset}`,
  ]
  // Debian's python3-fonttools has the module but not the pyftsubset command; a pyenv python3 may lack both.
  try {
    execFileSync('pyftsubset', args, { stdio: 'ignore' })
  } catch {
    execFileSync('/usr/bin/python3', ['-m', 'fontTools.subset', ...args], { stdio: 'ignore' })
  }
  const bytes = fs.readFileSync(subset)
  variants.push({
    name: `face inside, Latin + Latin-1 subset (${fmt(bytes.length / 1024, 1)} KB)`,
    html: noPreload,
    css: inline(bytes),
  })
} catch {
  console.log('[bench] fontTools is missing: the subset option is skipped')
}

/** One proxy per option: its page and stylesheet, and the site's answers for everything else. */
variants.forEach((variant, i) => {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    if (url === '/' || url === cssPath) {
      // Compressed as the site compresses its answers (brotli q5), so the bytes on the wire compare.
      const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
      const body = Buffer.from(url === '/' ? variant.html : variant.css)
      res.writeHead(200, {
        'content-type': url === '/' ? 'text/html; charset=utf-8' : 'text/css; charset=utf-8',
        'cache-control': 'no-store',
        ...(br ? { 'content-encoding': 'br' } : {}),
      })
      res.end(br ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : body)
      return
    }
    http
      .get(site + url, { headers: { 'accept-encoding': req.headers['accept-encoding'] ?? '' } }, (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers)
        upstream.pipe(res)
      })
      .on('error', () => res.writeHead(502).end())
  })
  server.listen(PORTS.variants + i, '127.0.0.1')
  server.unref()
})
const frontOf = (port: number, i: number) => ({ https: 3300 + i * 2, http: 3301 + i * 2, port })
const fronts = [frontOf(PORTS.baseline, 0), ...variants.map((_, i) => frontOf(PORTS.variants + i, i + 1))]
for (const f of fronts) children.push(startFront(f, [`127.0.0.1:${f.port}`], certificate))
for (const f of fronts) {
  const end = Date.now() + 30_000
  while ((await request(`https://127.0.0.1:${f.https}/`, certificate.cert).catch(() => null))?.status !== 200) {
    if (Date.now() > end) throw new Error(`the front of ${f.port} did not answer within 30 s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

const spki = execFileSync(
  'sh',
  [
    '-c',
    `openssl x509 -in '${certificate.certPath}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  ],
  { encoding: 'utf8' },
).trim()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spki}`],
})
type Row = { perf: number; lcp: number; tbt: number; cls: number }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const names = ['minimal Next.js page (floor)', ...variants.map((v) => v.name)]
const rows: Row[][] = names.map(() => [])
// Interleaved, so the machine's load falls on every option alike.
for (let r = 0; r < runs; r++) {
  for (const [i, f] of fronts.entries()) {
    const lhr = (await lighthouse(`https://127.0.0.1:${f.https}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    }))!.lhr
    rows[i].push({
      perf: lhr.categories.performance.score ?? 0,
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    })
  }
}
chrome.kill()
for (const child of children) stop(child)
fs.rmSync(certificate.dir, { recursive: true, force: true })

const floor = median(rows[0].map((r) => r.lcp))
console.log('')
console.log(
  `bench/typeface: home page through the front (TLS, HTTP/2), median of ${runs} interleaved runs, Lighthouse mobile`,
)
console.log(
  `${'option'.padEnd(52)}${'perf'.padStart(6)}${'LCP ms'.padStart(8)}${'vs floor'.padStart(10)}${'TBT'.padStart(7)}${'CLS'.padStart(8)}`,
)
for (const [i, name] of names.entries()) {
  const m = (k: keyof Row) => median(rows[i].map((r) => r[k]))
  console.log(
    `${name.padEnd(52)}${fmt(m('perf'), 2).padStart(6)}${fmt(m('lcp'), 0).padStart(8)}${fmt(m('lcp') - floor, 0).padStart(10)}${fmt(m('tbt'), 0).padStart(7)}${fmt(m('cls'), 3).padStart(8)}`,
  )
}
process.exit(0)
