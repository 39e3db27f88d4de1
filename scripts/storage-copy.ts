/**
 * Copies uploads between the local folders (MEDIA_DIR, CV_DIR) and the object store named by
 * the S3_* settings, either way (docs/storage.md: moving files, switching a running site):
 *
 *   npm run storage:copy -- to-bucket [media|cvs]
 *   npm run storage:copy -- from-bucket [media|cvs]
 *
 * Resumable and idempotent: files already there with the same MD5 are skipped. Exits 1 when a
 * file could not be copied (run it again once the cause is fixed).
 */
import '../src/config/dotenv'

import { S3Client } from '@aws-sdk/client-s3'
import { z } from 'zod'

import { env } from '../src/config/env'
import { copyFromBucket, copyToBucket } from '../src/storage/copy'
import { s3ClientConfig } from '../src/storage/s3'

const args = z
  .tuple([z.enum(['to-bucket', 'from-bucket']), z.enum(['media', 'cvs']).optional()])
  .safeParse(process.argv.slice(2))
if (!args.success) {
  console.error('usage: npm run storage:copy -- to-bucket|from-bucket [media|cvs]')
  process.exit(2)
}
const [direction, only] = args.data
const config = env()
const storage = config.storage
if (storage.kind !== 's3') {
  console.error('storage:copy needs the S3_* settings (S3_BUCKET and the others, docs/storage.md)')
  process.exit(2)
}
const client = new S3Client(s3ClientConfig(storage))
const targets = [
  { name: 'media', dir: config.mediaDir, bucket: storage.media.bucket, prefix: storage.media.prefix },
  { name: 'cvs', dir: config.cvDir, bucket: storage.cvs.bucket, prefix: storage.cvs.prefix },
].filter((t) => !only || t.name === only)

let failed = 0
for (const target of targets) {
  const copy = direction === 'to-bucket' ? copyToBucket : copyFromBucket
  const report = await copy({ client, ...target })
  const where = `${target.dir} ${direction === 'to-bucket' ? '->' : '<-'} s3://${target.bucket}/${target.prefix}`
  console.log(
    `${target.name}: ${where}: ${report.copied} copied, ${report.skipped} already there, ` +
      `${report.failed.length} failed`,
  )
  for (const f of report.failed) console.log(`  failed ${f.file}: ${f.reason}`)
  failed += report.failed.length
}
client.destroy()
process.exit(failed ? 1 : 0)
