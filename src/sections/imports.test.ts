import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const here = import.meta.dirname
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'config.ts')))
  .map((entry) => entry.name)
const read = (folder: string, file: string) => {
  const path = join(here, folder, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : ''
}
/** Every static import of a file: `import ... from '...'`, written on one line or several. */
const staticImports = (source: string) =>
  [...source.matchAll(/^import\s+(type\s+)?[^;'"]*?from\s+'([^']+)'/gm)].map(([, type, from]) => ({ type, from }))

// One way only: the config loads its component lazily, so the component must not lean back on the config.
describe('a section folder', () => {
  it.each(folders)('%s: its Component takes nothing from its config', (folder) => {
    expect(staticImports(read(folder, 'Component.tsx')).map(({ from }) => from)).not.toContain('./config')
  })

  it.each(folders)('%s: its config takes only types from its Component', (folder) => {
    const fromComponent = staticImports(read(folder, 'config.ts')).filter(({ from }) => from.endsWith('/Component'))
    expect(fromComponent.filter(({ type }) => !type)).toEqual([])
  })
})
