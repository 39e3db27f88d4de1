/**
 * Counts the type assertions (`x as T`, `<T>x`; `as const` is not one) in src, tests and generated
 * types left out: `npx tsx scripts/count-casts.ts` prints each file's count and the total, `-v` each
 * assertion, `--root=DIR` counts another tree. A double assertion (`as unknown as T`) counts twice.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

const root = process.argv.find((a) => a.startsWith('--root='))?.slice('--root='.length) ?? 'src'
const verbose = process.argv.includes('-v')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'payload-types.ts'
      ? [file]
      : []
  })
}

const perFile = new Map<string, number>()
for (const file of sources(root)) {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const visit = (node: ts.Node): void => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== 'const') {
      perFile.set(file, (perFile.get(file) ?? 0) + 1)
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      if (verbose) console.log(`${file}:${line}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 110)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}
if (!verbose) for (const [file, count] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(count, file)
console.log(
  'total',
  [...perFile.values()].reduce((a, b) => a + b, 0),
)
