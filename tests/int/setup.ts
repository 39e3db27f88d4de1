import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Integration tests run against a real database: a fresh SQLite file per run, or the
 * PostgreSQL named by TEST_DATABASE_URI (CI runs both).
 */
if (!process.env.DATABASE_URI_SET_BY_SETUP) {
  process.env.DATABASE_URI_SET_BY_SETUP = '1'
  if (process.env.TEST_DATABASE_URI) {
    process.env.DATABASE_URI = process.env.TEST_DATABASE_URI
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-int-'))
    process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
  }
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
  process.env.ADMIN_EMAIL = 'admin@northgrid.example'
  process.env.ADMIN_PASSWORD = 'integration-password-1'
  // Refused requests are logged at info; the tests produce hundreds of them on purpose.
  process.env.LOG_LEVEL ??= 'warn'
}
