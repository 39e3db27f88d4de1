import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    intTemplateDatabase: string
    intMediaDir: string
  }
}

/**
 * Migrates and seeds one SQLite database for the run (the same start every file would make:
 * prepareDatabase in Payload's onInit); setup.ts gives each test file a copy of it, which saves
 * the seed's picture resizing per file. PostgreSQL (TEST_DATABASE_URI) is shared and reset by the files.
 * Uploads go to a folder of the run's own, so the seed's file names are the dataset's (no `-1` suffixes).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-int-template-'))
  project.provide('intMediaDir', path.join(dir, 'media'))
  if (!process.env.TEST_DATABASE_URI) {
    const saved = { ...process.env }
    Object.assign(process.env, {
      DATABASE_URI: `file:${path.join(dir, 'test.db')}`,
      PAYLOAD_SECRET: 'integration-test-secret-0123456789',
      ADMIN_EMAIL: 'admin@northgrid.example',
      ADMIN_PASSWORD: 'integration-password-1',
      DELIVERY_RUNNER: 'off',
      MEDIA_DIR: path.join(dir, 'media'),
      LOG_LEVEL: 'warn',
    })
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    await payload.destroy()
    process.env = saved
    project.provide('intTemplateDatabase', path.join(dir, 'test.db'))
  }
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
