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
  // Uploads and CVs in folders of this file's own: files run side by side (vitest.config.ts), and a test that counts
  // or deletes files on disk must see only its own. The uploads start as a copy of the seed's, as the database does.
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-int-files-'))
  process.env.MEDIA_DIR = path.join(files, 'media')
  if (fs.existsSync(inject('intMediaDir'))) fs.cpSync(inject('intMediaDir'), process.env.MEDIA_DIR, { recursive: true })
  process.env.CV_DIR = path.join(files, 'cvs')
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
