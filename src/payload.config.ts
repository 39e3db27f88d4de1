import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, type Config, type DatabaseAdapterObj, type Migration } from 'payload'
import sharp from 'sharp'

import { AccessLog } from './collections/AccessLog'
import { Cvs, JobApplications } from './collections/Careers'
import { CaseStudies } from './collections/CaseStudies'
import { EdgePurges } from './collections/EdgePurges'
import { FileDeletions } from './collections/FileDeletions'
import { Jobs } from './collections/Jobs'
import { LeadCollections } from './collections/Leads'
import { Media } from './collections/Media'
import { PageContents } from './collections/PageContents'
import { Pages } from './collections/Pages'
import { RetentionRuns } from './collections/RetentionRuns'
import { Posts } from './collections/Posts'
import { redirects } from './collections/Redirects'
import { SignedLinkUses } from './collections/SignedLinkUses'
import { Passkeys } from './collections/Passkeys'
import { Users } from './collections/Users'
import { env } from './config/env'
import { keepFieldErrors } from './lib/http/field-errors'
import { GRAPHQL_LIMITS, graphqlValidationRules, logApiErrorByStatus, logGraphQLError } from './lib/limits/graphql'
import { log } from './lib/log'
import { missingFilesAnswer404 } from './lib/http/missing-file'
import { officeClock } from './lib/office-clock'
import { storagePlugins } from './storage/plugins'
import { smtpEmailAdapter } from './lib/mail/payload-email'
import { APPLICATION } from './forms/definitions'
import { SiteSettings } from './globals/SiteSettings'
import { StaffSecurity } from './globals/StaffSecurity'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { startRunner } from './leads/delivery/runner'
import { startFileDeletions } from './storage/deletions'
import { edgePurge } from './publish/edge'
import { JOB_LEASE_FIELDS, startScheduler } from './publish/schedule'
import { prepareDatabase } from './seed/prepare'
import { startRetention } from './staff/retention'
import { staffWorkspace } from './staff/workspace'
import { WORKFLOW_COLLECTIONS } from './leads/workflow'
import { PREVIEW_COLLECTIONS, previewUrl } from './lib/preview-paths'

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
      // The generated index types up/down with the adapter's own argument type, Payload's Migration with its base one.
      migrations: postgresMigrations as Migration[],
    }
  }
  // A fresh clone has no data folder yet: the SQLite file's folder is created on start.
  fs.mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ config.databaseUri.replace(/^file:/, ''))), {
    recursive: true,
  })
  return {
    adapter: sqliteAdapter({
      client: { url: config.databaseUri },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      push: false,
      wal: true,
      busyTimeout: 10_000,
    }),
    // As above, for the SQLite adapter.
    migrations: sqliteMigrations as Migration[],
  }
}

const db = database()

const loggingLevels: Config['loggingLevels'] = {
  AuthenticationError: 'info',
  Forbidden: 'info',
  Locked: 'info',
  LockedAuth: 'info',
  MissingFile: 'info',
  NotFound: 'info',
  QueryError: 'info',
  UnverifiedEmail: 'info',
  ValidationError: 'info',
  // Not in Payload's type of names: ours (src/lib/limits/signin.ts), and the wrapper of
  // every GraphQL error, which logGraphQLError (hooks.afterError) logs by its original error.
  // APIError is both Payload's refusal of a request (4xx: "Invalid JSON", "Missing email.")
  // and some of its faults (5xx): logErrorByStatus logs it by its status instead.
  ...({ TooManyAttempts: 'info', GraphQLError: false, APIError: false } as Config['loggingLevels']),
}

export default buildConfig({
  serverURL: config.siteUrl,
  // The staff's password reset e-mail; without SMTP_URL, Payload's console adapter (nothing sent).
  email: config.mail.smtpUrl ? smtpEmailAdapter({ url: config.mail.smtpUrl, from: config.mail.from }) : undefined,
  routes: { admin: '/build', api: '/api', graphQL: '/graphql' },
  admin: {
    user: Users.slug,
    // No gravatar: the admin makes no request to a third-party host.
    avatar: 'default',
    meta: {
      titleSuffix: ' · Northgrid CMS',
      description: 'Northgrid staff workspace',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    components: {
      graphics: { Logo: '@/components/admin/Brand#AdminLogo', Icon: '@/components/admin/Brand#AdminIcon' },
      beforeDashboard: ['@/components/admin/StaffDashboard#StaffDashboard'],
      header: [
        {
          path: '@/components/admin/SkipToFirstLead#SkipToFirstLead',
          clientProps: { collections: [...WORKFLOW_COLLECTIONS] },
        },
        '@/components/admin/StaffBanner#StaffBanner',
        '@/components/admin/NamedControls#NamedControls',
        '@/components/admin/OpenNav#OpenNav',
      ],
      // The second factor after the password (or enrolment), and signing in with a passkey alone.
      beforeLogin: ['@/components/admin/SecondFactorStep#SecondFactorStep'],
      afterLogin: ['@/components/admin/PasskeySignIn#PasskeySignIn'],
    },
    // The dashboard is StaffDashboard alone: Payload's default widget repeats the menu's collections as cards
    // (a screen and more of them), and the menu is open at desktop widths (OpenNav).
    dashboard: { defaultLayout: [], widgets: [] },
    importMap: { baseDir: path.resolve(dirname) },
    // Live preview: the site's own page in draft mode, same origin as the admin, so frame-ancestors 'self' allows it.
    livePreview: {
      collections: [...PREVIEW_COLLECTIONS],
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
      url: ({ data, collectionConfig, req }) => {
        const collection = PREVIEW_COLLECTIONS.find((c) => c === collectionConfig?.slug)
        return collection && typeof data?.slug === 'string' && data.slug
          ? previewUrl(collection, data.slug, req.payload.config.serverURL || req.origin)
          : null
      },
    },
  },
  // The navigation follows this order: people who answer leads meet them first (editors do not see them).
  collections: [
    ...LeadCollections,
    JobApplications,
    Cvs,
    Pages,
    PageContents,
    Posts,
    CaseStudies,
    Jobs,
    Media,
    SignedLinkUses,
    FileDeletions,
    EdgePurges,
    AccessLog,
    RetentionRuns,
    Users,
    Passkeys,
  ],
  // Refused with 413 as soon as a file passes the limit, rather than truncated (Payload's default).
  upload: { limits: { fileSize: APPLICATION.file.maxBytes }, abortOnLimit: true },
  globals: [SiteSettings, StaffSecurity],
  // Scheduled publishing's jobs, run by src/publish/schedule.ts on every instance (never by Payload's runner, which
  // lets two instances take one job): nobody runs them through the API.
  jobs: {
    access: { run: () => false },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      fields: [...defaultJobsCollection.fields, ...JOB_LEASE_FIELDS],
    }),
  },
  // The office's clock last: it reads the collections the other plugins add.
  plugins: [redirects, ...storagePlugins(config.storage), missingFilesAnswer404, staffWorkspace, officeClock],
  secret: config.payloadSecret,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Regenerated by `next dev` as the schema changes; elsewhere (tests, scripts, each instance they start) every
    // Payload start would spawn a generator of its own, about 5 CPU-seconds each, all writing the same file.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  db: db.adapter,
  sharp,
  graphQL: {
    disablePlaygroundInProduction: true,
    // Beside the depth, alias, directive and cost rules of src/lib/limits/graphql.ts.
    maxComplexity: GRAPHQL_LIMITS.maxComplexity,
    validationRules: () => graphqlValidationRules(),
  },
  logger: log,
  // Refusals are not faults: logged at info without a stack trace.
  loggingLevels,
  hooks: { afterError: [logGraphQLError, logApiErrorByStatus, keepFieldErrors] },
  // An empty cell in a list is a dash, not Payload's "<No Phone>".
  i18n: { translations: { en: { general: { noLabel: '—' } } } },
  telemetry: false,
  // Migrations are applied on every start (a no-op once applied), then an empty database is filled from content/.
  onInit: async (payload) => {
    // pg's pool throws a lost idle connection (a database down or restarted) as an uncaught exception unless it has a
    // listener: the process would die instead of answering from the content it holds (docs/content.md).
    const pool: { on(event: 'error', listener: (error: Error) => void): unknown } | undefined = payload.db.pool
    pool?.on('error', (error) => payload.logger.warn(`[db] a pooled PostgreSQL connection was lost: ${error.message}`))
    await prepareDatabase(payload, db.migrations)
    // Never during a build.
    if (process.env.NEXT_PHASE !== 'phase-production-build' && process.env.DELIVERY_RUNNER !== 'off') {
      await startRunner(payload)
      await startFileDeletions(payload)
      await startScheduler(payload)
      await edgePurge()?.attach(payload)
      startRetention(payload)
    }
  },
})
