import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

/**
 * A copy of the browser tests' seeded database (serve.sh's data/e2e.db) for a spec's own instance, so it starts
 * without seeding (minutes on a loaded machine). VACUUM INTO: a consistent copy while that site keeps writing.
 * Its uploads stay in data/e2e-media, which the copy's MEDIA_DIR names.
 */
export const E2E_MEDIA_DIR = path.resolve('data/e2e-media')

export async function seededDatabase(file: string): Promise<string> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.rmSync(file, { force: true })
  const client = createClient({ url: `file:${path.resolve('data/e2e.db')}` })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    client.close()
  }
  return `file:${file}`
}
