/**
 * Compares the HTML of every sitemap page on two running sites (docs/testing.md): `npx tsx scripts/compare-html.ts
 * http://127.0.0.1:4510 http://127.0.0.1:4520 [--context=3] [--show=20]`. Exits 1 when a page differs.
 */
import { z } from 'zod'

const Args = z.object({
  before: z.url(),
  after: z.url(),
  context: z.coerce.number().int().min(0).max(50).default(3),
  show: z.coerce.number().int().min(1).max(1000).default(20),
})

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const parsed = Args.safeParse({
  before: positional[0],
  after: positional[1],
  context: flag('context'),
  show: flag('show'),
})
if (!parsed.success) {
  console.error('usage: npx tsx scripts/compare-html.ts BEFORE_URL AFTER_URL [--context=N] [--show=N]')
  console.error(z.prettifyError(parsed.error))
  process.exit(2)
}
const args = parsed.data

/**
 * What legitimately differs between two builds of the same content: scripts (with the build id and the React
 * payload), hashed asset names, CSP nonces and hashes, and the render time forms carry for their minimum fill time.
 */
const NORMALIZE: [RegExp, string][] = [
  [/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''],
  [/<link\b[^>]*\bas="script"[^>]*>/gi, ''],
  [/\/_next\/static\/[^"'\s)?,]+/g, '/_next/static/ASSET'],
  [/\s(?:nonce|integrity)="[^"]*"/gi, ''],
  [/\bdata-(?:build-id|dpl-id)="[^"]*"/gi, ''],
  [/'(?:sha256|sha384|sha512)-[A-Za-z0-9+/=]+'/g, "'HASH'"],
  [/(name="(?:renderedAt|rendered_at|startedAt)"[^>]*value=")\d+"/gi, '$1TIME"'],
  [/(value=")\d+("[^>]*name="(?:renderedAt|rendered_at|startedAt)")/gi, '$1TIME$2'],
]

function normalize(html: string): string[] {
  let text = html
  for (const [pattern, replacement] of NORMALIZE) text = text.replace(pattern, replacement)
  // One tag or text run a line, so a difference shows as a few short lines rather than the whole document.
  return text
    .replace(/>\s*</g, '>\n<')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

async function get(base: string, path: string): Promise<{ status: number; lines: string[] }> {
  const response = await fetch(new URL(path, base), { headers: { accept: 'text/html' }, redirect: 'manual' })
  return { status: response.status, lines: normalize(await response.text()) }
}

/** The first run of differing lines, with `context` equal lines around it. */
function firstDifference(a: string[], b: string[], context: number): string[] {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const cut = (lines: string[]) => lines.slice(0, 8).map((l) => (l.length > 160 ? `${l.slice(0, 160)}...` : l))
  return [
    `  @@ line ${start + 1}: ${endA - start} line(s) before, ${endB - start} after`,
    ...a.slice(Math.max(0, start - context), start).map((l) => `    ${l.slice(0, 160)}`),
    ...cut(a.slice(start, endA)).map((l) => `  - ${l}`),
    ...cut(b.slice(start, endB)).map((l) => `  + ${l}`),
    ...a.slice(endA, endA + context).map((l) => `    ${l.slice(0, 160)}`),
  ]
}

async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(new URL('/sitemap.xml', base))).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'))
    return url.pathname + url.search
  })
}

async function main() {
  const [pathsBefore, pathsAfter] = await Promise.all([sitemapPaths(args.before), sitemapPaths(args.after)])
  const afterSet = new Set(pathsAfter)
  const onlyBefore = pathsBefore.filter((p) => !afterSet.has(p))
  const onlyAfter = pathsAfter.filter((p) => !new Set(pathsBefore).has(p))
  if (onlyBefore.length || onlyAfter.length) {
    console.log(`sitemaps differ: only before ${onlyBefore.join(' ') || '-'}; only after ${onlyAfter.join(' ') || '-'}`)
  }

  const differing: { path: string; report: string[] }[] = []
  for (const path of pathsBefore) {
    const [a, b] = await Promise.all([get(args.before, path), get(args.after, path)])
    if (a.status !== b.status) differing.push({ path, report: [`  status ${a.status} -> ${b.status}`] })
    else if (a.lines.join('\n') !== b.lines.join('\n'))
      differing.push({ path, report: firstDifference(a.lines, b.lines, args.context) })
  }

  console.log(`pages compared: ${pathsBefore.length}`)
  console.log(`identical: ${pathsBefore.length - differing.length}`)
  console.log(`differing: ${differing.length}`)
  for (const { path, report } of differing.slice(0, args.show)) console.log(`\n${path}\n${report.join('\n')}`)
  if (differing.length > args.show) console.log(`\n(${differing.length - args.show} more not shown: --show=N)`)
  process.exitCode = differing.length || onlyBefore.length || onlyAfter.length ? 1 : 0
}

await main()
