/**
 * The root file system of the image's runtime stage (Containerfile), made after `npm run build` in the build stage:
 * `tsx scripts/runtime-root.ts OUT`. It holds only what the server and the operator's scripts load:
 * - the files Next.js traced for its server and every route (`.next/**\/*.nft.json`);
 * - the files server.ts, next.config.ts, tsx's loader and the operator's scripts import, traced by @vercel/nft
 *   (TypeScript transpiled by esbuild only for the trace; tsconfig's `@/` paths resolved);
 * - the build without its cache and source maps, src/, content/ and public/; next.config.ts as next.config.mjs;
 * - Node.js and the shared libraries it and the native modules link (ldd), a user `node` (uid 1000).
 * Prints its size by part. No library copies a traced file list into a root file system, hence this script.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { nodeFileTrace } from '@vercel/nft'
import { transform } from 'esbuild'

const root = process.cwd()
const out = path.resolve(process.argv[2] ?? '')
if (!process.argv[2] || fs.existsSync(out)) {
  console.error('usage: tsx scripts/runtime-root.ts OUT   (OUT must not exist yet)')
  process.exit(2)
}
const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(`${distDir}/next-server.js.nft.json`)) {
  console.error(`no ${distDir}/next-server.js.nft.json: run npm run build first`)
  process.exit(2)
}
const app = path.join(out, 'app')

// What runs in the image: the server, its Next.js config, tsx's loader (`node --import tsx`), and the scripts an
// operator runs there (docs/deployment.md, compose.yaml).
const entries = [
  'server.ts',
  'next.config.ts',
  'node_modules/tsx/dist/loader.mjs',
  'scripts/prepare-db.ts',
  'scripts/storage-init.ts',
  'scripts/storage-copy.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
]
// Packages the traces miss, copied whole.
const alwaysPackages = [
  // Next.js resolves webpack's and Babel's aliases when it loads its config outside its standalone server.
  'node_modules/next/dist/compiled/webpack',
  'node_modules/next/dist/compiled/@babel/runtime',
  // Loaded by a computed require: the glibc builds of the SQLite client and sharp.
  `node_modules/@libsql/linux-${process.arch}-gnu`,
  `node_modules/@img/sharp-linux-${process.arch}`,
  `node_modules/@img/sharp-libvips-linux-${process.arch}`,
]
// Copied whole; anything they hold that is not needed at run time is left out by `skip`.
const folders = [distDir, 'src', 'content', 'public']
const files = ['package.json', 'tsconfig.json']

const skip = (file: string) =>
  file.startsWith('data/') ||
  file.startsWith(`${distDir}/cache/`) ||
  file.endsWith('.map') ||
  file.endsWith('.nft.json') ||
  /\.test\.tsx?$/.test(file) ||
  file.endsWith('.md') ||
  file.endsWith('.d.ts') ||
  // Next.js's development runtimes (12 MB): a production server never loads them.
  /^node_modules\/next\/dist\/compiled\/next-server\/.*\.runtime\.dev\.js$/.test(file) ||
  // The musl build of the SQLite client: the image's libc is glibc.
  /^node_modules\/@libsql\/linux-[^/]+-musl\//.test(file) ||
  // Payload's database adapters load drizzle-kit (and through it esbuild) only to push a development schema or make
  // a migration, never to apply one; tsx keeps an esbuild of its own.
  /^node_modules\/(drizzle-kit|esbuild|@esbuild|esbuild-register)\//.test(file)

const listed = new Set<string>(files)
// By hand, not readdir's `recursive`, which enters the build's symlinked packages (.next/node_modules) on Node 24.
const walk = (dir: string): void => {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(file)
    else listed.add(path.relative(root, file))
  }
}
for (const folder of [...folders, ...alwaysPackages]) walk(folder)

// Next.js's traces: one per route, and its server's own.
for (const file of [...listed]) {
  if (!file.startsWith(`${distDir}/`) || !file.endsWith('.nft.json')) continue
  const trace: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  const traced = typeof trace === 'object' && trace && 'files' in trace && Array.isArray(trace.files) ? trace.files : []
  for (const entry of traced) {
    if (typeof entry === 'string') listed.add(path.relative(root, path.resolve(path.dirname(file), entry)))
  }
}

// Our TypeScript, transpiled for the trace's parser; node_modules is read as it is.
const loaders: Record<string, 'ts' | 'tsx'> = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx' }
const traced = await nodeFileTrace(entries, {
  base: root,
  paths: { '@/': './src/', '@payload-config': './src/payload.config.ts' },
  // Imports only, not the files a package names by path (a third of the trace's time): those of Next.js's server
  // are in its own traces, and the native packages named above are copied whole.
  analysis: { computeFileReferences: false },
  // Next.js's development server (bundlers, hot reloading, Sass), which `next({ dev: false })` never loads.
  ignore: (file) =>
    file.startsWith('node_modules/next/dist/server/dev/') ||
    file === 'node_modules/next/dist/server/lib/router-utils/setup-dev-bundler.js',
  readFile: async (file) => {
    const source = await fs.promises.readFile(file).catch(() => null)
    const loader = loaders[path.extname(file)]
    if (source === null || !loader || file.includes(`${path.sep}node_modules${path.sep}`)) return source
    return (await transform(source.toString(), { loader, format: 'esm', jsx: 'automatic' })).code
  },
})
for (const file of traced.fileList) listed.add(file)

// The config as JavaScript: Next.js would load next.config.ts with its SWC binary (130 MB), which the image leaves out.
listed.delete('next.config.ts')
const nextConfig = await transform(fs.readFileSync('next.config.ts', 'utf8'), { loader: 'ts', format: 'esm' })
fs.mkdirSync(app, { recursive: true })
fs.writeFileSync(path.join(app, 'next.config.mjs'), nextConfig.code)

const sizes: Record<string, number> = {}
const count = (part: string, bytes: number) => (sizes[part] = (sizes[part] ?? 0) + bytes)
const copy = (from: string, to: string, part: string) => {
  const stat = fs.lstatSync(from)
  fs.mkdirSync(path.dirname(to), { recursive: true })
  if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to)
  else if (stat.isFile()) {
    fs.copyFileSync(from, to)
    fs.chmodSync(to, stat.mode & 0o755)
    count(part, stat.size)
  }
}
const native: string[] = [process.execPath]
for (const file of [...listed].sort()) {
  if (skip(file) || !fs.existsSync(file)) continue
  const part = file.startsWith('node_modules/') ? 'node_modules' : file.split('/')[0]
  copy(file, path.join(app, file), part)
  if (/\.(node|so(\.\d+)*)$/.test(file)) native.push(path.join(root, file))
}

// Node.js and what it and the native modules link, at the same paths (the dynamic loader's among them).
copy(process.execPath, path.join(out, 'usr/local/bin/node'), 'node and libraries')
const libraries = new Set<string>()
for (const binary of native) {
  for (const line of execFileSync('ldd', [binary], { encoding: 'utf8' }).split('\n')) {
    const found = /(?:=>\s*)?(\/\S+)\s+\(0x/.exec(line)
    if (found && !found[1].startsWith(root)) libraries.add(found[1])
  }
}
// A library's path may pass through symlinks (/lib -> usr/lib on a merged /usr): each is made again, once.
const throughLinks = (file: string) => {
  let at = '/'
  for (const part of file.split('/').filter(Boolean)) {
    const next = path.join(at, part)
    if (!fs.lstatSync(next).isSymbolicLink()) at = next
    else {
      const link = path.join(out, next)
      if (!fs.existsSync(link) && !fs.lstatSync(link, { throwIfNoEntry: false })) copy(next, link, 'node and libraries')
      at = path.resolve(path.dirname(next), fs.readlinkSync(next))
    }
  }
  return at
}
for (const library of libraries) {
  const real = throughLinks(library)
  if (!fs.existsSync(path.join(out, real))) copy(real, path.join(out, real), 'node and libraries')
}

// The user the server runs as, its writable folders (the data volume, Next.js's cache), and /tmp.
fs.mkdirSync(path.join(out, 'etc'), { recursive: true })
fs.writeFileSync(
  path.join(out, 'etc/passwd'),
  'root:x:0:0:root:/root:/sbin/nologin\nnode:x:1000:1000::/home/node:/sbin/nologin\n',
)
fs.writeFileSync(path.join(out, 'etc/group'), 'root:x:0:\nnode:x:1000:\n')
// Names from /etc/hosts first, then DNS, as on Debian (glibc's default without this file asks DNS first).
fs.writeFileSync(path.join(out, 'etc/nsswitch.conf'), 'passwd: files\ngroup: files\nhosts: files dns\n')
for (const dir of ['app/data', `app/${distDir}/cache`, 'home/node', 'tmp']) {
  fs.mkdirSync(path.join(out, dir), { recursive: true })
  if (dir !== 'tmp') fs.chownSync(path.join(out, dir), 1000, 1000)
}
fs.chmodSync(path.join(out, 'tmp'), 0o1777)

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
const total = Object.values(sizes).reduce((a, b) => a + b, 0)
console.log(
  `runtime root ${out}: ${mb(total)} (${Object.entries(sizes)
    .sort((a, b) => b[1] - a[1])
    .map(([part, bytes]) => `${part} ${mb(bytes)}`)
    .join(', ')})`,
)
