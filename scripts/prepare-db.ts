/**
 * Applies migrations and seeds an empty database (the same step every server start runs),
 * so that `next build` can prerender pages from a ready database.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'

const payload = await getPayload({ config })
const pages = await payload.count({ collection: 'pages', overrideAccess: true })
console.log(`[db] ready: ${pages.totalDocs} pages`)
await payload.destroy()
process.exit(0)
