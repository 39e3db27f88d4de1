/**
 * Counts the type assertions (`x as T`, `<T>x`) in src with the project's own TypeScript, and fails (exit 1) above
 * the limit the code keeps (docs/architecture.md, "Rules the code keeps"). `as const` and `satisfies` are not casts;
 * a double assertion (`as unknown as T`) counts twice. Left out: tests (*.test.ts, *.test.tsx), src/migrations
 * (written by `payload migrate:create`) and src/payload-types.ts (written by `payload generate:types`).
 * `npm run check:casts` prints the total and the files with most; `-v` lists each assertion, `--root=DIR` counts
 * another tree, `--limit=N` sets another limit.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

const LIMIT = 50
const TOP = 15

const option = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const root = option('root') ?? 'src'
const limit = Number(option('limit') ?? LIMIT)
const verbose = process.argv.includes('-v')

function excluded(file: string): boolean {
  const relative = path.relative(root, file).split(path.sep).join('/')
  return relative.startsWith('migrations/') || relative === 'payload-types.ts' || /\.test\.tsx?$/.test(relative)
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !excluded(file) ? [file] : []
  })
}

function isCast(node: ts.Node): node is ts.AsExpression | ts.TypeAssertion {
  if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return false
  const type = node.type
  return !(ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'const')
}

const perFile = new Map<string, number>()
for (const file of sources(root)) {
  const text = fs.readFileSync(file, 'utf8')
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const visit = (node: ts.Node): void => {
    if (isCast(node)) {
      perFile.set(file, (perFile.get(file) ?? 0) + 1)
      if (verbose) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
        console.log(`${file}:${line}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 110)}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

const total = [...perFile.values()].reduce((a, b) => a + b, 0)
const ranked = [...perFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
if (!verbose) {
  console.log(`Files with most type assertions (${ranked.length} files have any):`)
  for (const [file, count] of ranked.slice(0, TOP)) console.log(`${String(count).padStart(4)}  ${file}`)
}
console.log(`Type assertions in ${root}: ${total} (limit ${limit})`)
if (total > limit) {
  console.error(
    `Over the limit by ${total - limit}: type at the boundary (zod, Payload's generated types, type guards).`,
  )
  process.exit(1)
}
