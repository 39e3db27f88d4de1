/**
 * `npm run storage:init`: creates the buckets S3_BUCKET and S3_CV_BUCKET name, with the site's own S3 settings,
 * when they do not exist yet (a second run changes nothing). docs/storage.md
 */
import '../src/config/dotenv'

import { readEnv } from '../src/config/env'
import { bucketsOf, createBuckets } from '../src/storage/buckets'

const { storage } = readEnv()
if (storage.kind !== 's3') {
  console.error('storage:init: S3_BUCKET is not set; uploads stay in MEDIA_DIR and CV_DIR, no bucket to create')
  process.exit(1)
}
const created = await createBuckets(storage)
for (const bucket of bucketsOf(storage))
  console.log(`storage:init: bucket ${bucket} ${created.includes(bucket) ? 'created' : 'already exists'}`)
