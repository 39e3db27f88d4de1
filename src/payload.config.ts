import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, type DatabaseAdapterObj, type Migration } from 'payload'
import sharp from 'sharp'

import { CaseStudies } from './collections/CaseStudies'
import { Jobs } from './collections/Jobs'
import { LeadCollections } from './collections/Leads'
import { Media } from './collections/Media'
import { PageContents } from './collections/PageContents'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Users } from './collections/Users'
import { env } from './config/env'
import { SiteSettings } from './globals/SiteSettings'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { deliverLeadTask } from './leads/delivery/task'
import { resumeInterrupted } from './leads/delivery/runner'
import { prepareDatabase } from './seed/prepare'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

function database(): { adapter: DatabaseAdapterObj; migrations: Migration[] } {
  if (config.databaseKind === 'postgres') {
    return {
      adapter: postgresAdapter({
        pool: { connectionString: config.databaseUri },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: false,
      }),
      migrations: postgresMigrations as unknown as Migration[],
    }
  }
  // A fresh clone has no data folder yet: the SQLite file's folder is created on start.
  fs.mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ config.databaseUri.replace(/^file:/, ''))), { recursive: true })
  return {
    adapter: sqliteAdapter({
      client: { url: config.databaseUri },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      push: false,
      wal: true,
      busyTimeout: 10_000,
    }),
    migrations: sqliteMigrations as unknown as Migration[],
  }
}

const db = database()

export default buildConfig({
  serverURL: config.siteUrl,
  routes: { admin: '/build', api: '/api', graphQL: '/graphql' },
  admin: {
    user: Users.slug,
    // No gravatar: the admin makes no request to a third-party host.
    avatar: 'default',
    meta: { titleSuffix: ' · Northgrid CMS' },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections: [Pages, PageContents, Posts, CaseStudies, Jobs, Media, ...LeadCollections, Users],
  globals: [SiteSettings],
  secret: config.payloadSecret,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: db.adapter,
  sharp,
  graphQL: { disablePlaygroundInProduction: true, maxComplexity: 1000 },
  jobs: {
    tasks: [deliverLeadTask],
    // The leads queue is run by src/leads/delivery/runner.ts, not by a cron.
    deleteJobOnComplete: true,
  },
  telemetry: false,
  // Migrations are applied on every start (they are a no-op once applied), then an
  // empty database is filled from content/.
  onInit: async (payload) => {
    await prepareDatabase(payload, db.migrations)
    // Deliver whatever a previous process stored but did not get to send (never during a build).
    if (process.env.NEXT_PHASE !== 'phase-production-build') await resumeInterrupted(payload)
  },
})
