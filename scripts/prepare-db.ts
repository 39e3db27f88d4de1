/**
 * Applies migrations and seeds an empty database (the same step every server start runs),
 * so that `next build` can prerender pages from a ready database. It also empties the
 * Next.js data cache of the previous build: those entries describe whatever database that
 * build read, which need not be this one.
 */
import '../src/config/dotenv'

import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../src/payload.config'

fs.rmSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const payload = await getPayload({ config })
const pages = await payload.count({ collection: 'pages', overrideAccess: true })
console.log(`[db] ready: ${pages.totalDocs} pages`)
await payload.destroy()
process.exit(0)
