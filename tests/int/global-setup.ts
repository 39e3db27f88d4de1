import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createTemplate, dropRunDatabases } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    intTemplateDatabase: string
    intMediaDir: string
  }
}

function seedTemplate(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare-db.ts'], { env, stdio: 'inherit' })
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`scripts/prepare-db.ts exited with ${code}`)),
    ),
  )
}

/**
 * Migrates and seeds one database for the run (the same start every file would make: prepareDatabase in Payload's
 * onInit); setup.ts gives each test file a copy of it, which saves the seed per file. SQLite: a file; PostgreSQL
 * (TEST_DATABASE_URI): a template database beside it (postgres.ts).
 * Uploads go to a folder of the run's own, so the seed's file names are the dataset's (no `-1` suffixes).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-int-template-'))
  project.provide('intMediaDir', path.join(dir, 'media'))
  const postgres = process.env.TEST_DATABASE_URI
  if (postgres) await dropRunDatabases(postgres)
  const template = postgres ? await createTemplate(postgres) : `file:${path.join(dir, 'test.db')}`
  // In a process of its own, which leaves no connection open to the template (a PostgreSQL copy needs it alone).
  await seedTemplate({
    ...process.env,
    DATABASE_URI: template,
    PAYLOAD_SECRET: 'integration-test-secret-0123456789',
    ADMIN_EMAIL: 'admin@northgrid.example',
    ADMIN_PASSWORD: 'integration-password-1',
    DELIVERY_RUNNER: 'off',
    MEDIA_DIR: path.join(dir, 'media'),
    NEXT_DIST_DIR: path.join(dir, 'next'),
    LOG_LEVEL: 'warn',
  })
  project.provide('intTemplateDatabase', postgres ? template : path.join(dir, 'test.db'))
  return async () => {
    if (postgres) await dropRunDatabases(postgres)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
