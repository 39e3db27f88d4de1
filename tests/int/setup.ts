import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

import { copyTemplate } from './postgres'

/**
 * Integration tests run against a real database, a copy per test file of the run's migrated and seeded one
 * (global-setup.ts): a SQLite file, or a database beside TEST_DATABASE_URI's on that PostgreSQL (CI runs both).
 */
if (!process.env.DATABASE_URI_SET_BY_SETUP) {
  process.env.DATABASE_URI_SET_BY_SETUP = '1'
  if (process.env.TEST_DATABASE_URI) {
    process.env.DATABASE_URI = await copyTemplate(process.env.TEST_DATABASE_URI, inject('intTemplateDatabase'))
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-int-'))
    const template = inject('intTemplateDatabase')
    // A copy of the run's migrated and seeded database (global-setup.ts), the WAL's pages included.
    for (const suffix of ['', '-wal', '-shm'])
      if (fs.existsSync(`${template}${suffix}`))
        fs.copyFileSync(`${template}${suffix}`, path.join(dir, `test.db${suffix}`))
    process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
  }
  process.env.MEDIA_DIR = inject('intMediaDir')
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
  process.env.ADMIN_EMAIL = 'admin@northgrid.example'
  process.env.ADMIN_PASSWORD = 'integration-password-1'
  // TEST_OBJECT_STORE: uploads on the loopback RADOS Gateway of scripts/object-store.sh, in buckets of this run.
  if (process.env.TEST_OBJECT_STORE) {
    const run = `${Date.now().toString(36)}-${process.pid}`
    process.env.S3_ENDPOINT = `http://127.0.0.1:${process.env.OBJECT_STORE_PORT ?? '7480'}`
    process.env.S3_FORCE_PATH_STYLE = 'true'
    process.env.S3_ACCESS_KEY_ID = 'northgrid-test-access'
    process.env.S3_SECRET_ACCESS_KEY = 'northgrid-test-secret-0123456789'
    process.env.S3_BUCKET = `northgrid-media-${run}`
    process.env.S3_CV_BUCKET = `northgrid-cvs-${run}`
  }
  // Refused requests are logged at info; the tests produce hundreds of them on purpose.
  process.env.LOG_LEVEL ??= 'warn'
}
