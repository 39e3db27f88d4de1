/**
 * `npm run restore -- <backup folder>`: brings a fresh install back from a backup of `npm run backup`
 * (docs/operations.md). Every file is checked against the manifest's SHA-256 first; a backup that does not match is
 * refused and nothing is written. The install must be fresh: no SQLite file yet (or an empty PostgreSQL database) and
 * empty upload folders, as the settings (DATABASE_URI, MEDIA_DIR, CV_DIR, S3_*) name them. Then `npm start`.
 */
import '../src/config/dotenv'

import { env } from '../src/config/env'
import { restore } from '../src/operations/backup/backup'

const from = process.argv[2]
if (!from) {
  console.error('usage: npm run restore -- <backup folder>')
  process.exit(2)
}
try {
  const manifest = await restore(env(), from)
  console.log(`restored ${manifest.files.length} files: the snapshot of ${manifest.startedAt}`)
  process.exit(0)
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
