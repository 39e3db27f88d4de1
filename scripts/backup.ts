/**
 * `npm run backup`: a consistent snapshot of the database (taken while the site keeps writing), the media and the
 * CVs, with a manifest of SHA-256 checksums, in a new folder (docs/operations.md):
 *
 *   npm run backup                      into BACKUP_DIR (default ./backups)
 *   npm run backup -- /mnt/backups      into that folder
 *
 * Prints the new folder's path. Reads the same settings as the site (DATABASE_URI, MEDIA_DIR, CV_DIR, S3_*).
 */
import '../src/config/dotenv'

import { env } from '../src/config/env'
import { backup } from '../src/operations/backup/backup'

const into = process.argv[2] ?? process.env.BACKUP_DIR ?? 'backups'
try {
  const { dir, manifest } = await backup(env(), into)
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0)
  console.error(
    `backup: ${manifest.files.length} files, ${(bytes / 1e6).toFixed(1)} MB, snapshot of ${manifest.startedAt}`,
  )
  console.log(dir)
  process.exit(0)
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
