/**
 * npm run seed            fills an empty database from content/ (nothing happens otherwise)
 * npm run seed -- --reset deletes pages, page contents, posts, case studies, jobs and media, and
 *                         loads them again from content/ (leads and staff are kept)
 */
import '../src/config/dotenv'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import { loadDataset } from '../src/seed/dataset'
import { seedContent } from '../src/seed/seed'

const reset = process.argv.includes('--reset')
const payload = await getPayload({ config })
if (reset) {
  await seedContent(payload, await loadDataset(process.env.CONTENT_DIR || undefined), { reset: true })
  console.log('[seed] content rebuilt from the dataset')
} else {
  console.log('[seed] the database is seeded on start when empty; use --reset to rebuild content from the dataset')
}
await payload.destroy()
process.exit(0)
