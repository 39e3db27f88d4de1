import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { parseTrustProxy } from '../lib/http/client'
import { log } from '../lib/log'
import type { PurgerSettings } from '../publish/edge/purgers'

/**
 * Read once and validated: anything malformed stops start-up with one line naming the variable. Defaults let a fresh
 * clone run with no .env; those that must change in production are announced once.
 */

/** Published in this repository: never accepted in production. */
const PUBLISHED_SECRETS = new Set(['northgrid-development-secret-change-me'])

/**
 * On the embedded SQLite default, generated once and kept beside the database file (mode 600) so sessions survive
 * restarts and no constant is used; anywhere else production must set it.
 */
export function localSecret(databaseUri: string, dataDir = 'data'): string {
  // Beside the SQLite file; for a database address (PostgreSQL outside production), in data/.
  const dir = databaseUri.startsWith('file:')
    ? path.dirname(path.resolve(/*turbopackIgnore: true*/ databaseUri.slice('file:'.length)))
    : path.resolve(/*turbopackIgnore: true*/ dataDir)
  const file = path.join(dir, '.payload-secret')
  fs.mkdirSync(dir, { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  return fs.readFileSync(file, 'utf8').trim()
}

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const retentionDays = (fallback: number) =>
  z.coerce.number().int('must be a whole number of days').min(1, 'must be at least 1 day').max(3650).default(fallback)

const bucketName = z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
const folderName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]{0,99}$/, 'must be a folder name such as media')
  .transform((v) => v.replace(/\/+$/, ''))

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    LISTEN_HOST: optionalString,
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        try {
          return parseTrustProxy(v)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
          return z.NEVER
        }
      }),
    HTML_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
    // At most 5: the drain and the requests after it fit in the 10 s a stop is given.
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(5).default(0),
    DATABASE_URI: z
      .string()
      .trim()
      .default('file:./data/northgrid.db')
      .refine((v) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(v), {
        message: 'must start with file:, postgres:// or postgresql://',
      }),
    PAYLOAD_SECRET: z
      .string()
      .min(16, 'must be at least 16 characters')
      .refine(
        (v) => !PUBLISHED_SECRETS.has(v),
        'is the development value published in the repository; set a long random secret (openssl rand -base64 48)',
      )
      .optional(),
    SITE_URL: z.url({ message: 'must be an absolute URL such as https://www.example.com' }).optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    ALLOW_FIRST_USER: booleanFlag,
    CONTENT_DIR: optionalString,
    CONTENT_GRAPHQL_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    MEDIA_DIR: optionalString,
    // Lead delivery
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    LEADS_NOTIFY_TO: z.email({ message: 'must be an e-mail address' }).optional(),
    MAIL_SERVICE_URL: z.url({ message: 'must be an absolute URL' }).default('https://api.emailjs.com'),
    MAIL_SERVICE_USER_ID: optionalString,
    MAIL_SERVICE_SERVICE_ID: optionalString,
    MAIL_SERVICE_TEMPLATE_ID: optionalString,
    MAIL_SERVICE_CONFIRMATION_TEMPLATE_ID: optionalString,
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_REQUESTS_MAX: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: optionalString,
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    RECAPTCHA_SCRIPT_URL: z.url().default('https://www.google.com/recaptcha/api.js'),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
    CV_DIR: optionalString,
    CSP_REPORT_ONLY: booleanFlag,
    // Live content (docs/live-content.md)
    LIVE_CONTENT_ANONYMOUS: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    LIVE_CONTENT_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    READYZ_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    LIVE_MAX_STALE_SECONDS: z.coerce.number().int().min(10).max(86400).default(180),
    // Read by src/publish/cache/shared-tags.mjs itself (plain JavaScript, loaded by the cache handlers); checked here.
    CACHE_TAGS_RESYNC_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    // Object storage (docs/storage.md): with S3_BUCKET set, media and CVs go to an S3-compatible store.
    S3_BUCKET: bucketName.optional(),
    S3_CV_BUCKET: bucketName.optional(),
    S3_ENDPOINT: z.url({ message: 'must be an absolute URL such as https://s3.example.com' }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 or auto')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    S3_MEDIA_PREFIX: folderName.default('media'),
    S3_CV_PREFIX: folderName.default('cvs'),
    S3_MEDIA_PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://media.example.com' }).optional(),
    // Prometheus metrics (docs/operations.md): on a port of their own, off the site's.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    // A shared cache in front told of each change (docs/deployment.md, "CDN or cache in front").
    CDN_PURGER: z.enum(['none', 'varnish', 'cloudflare', 'fastly']).default('none'),
    CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(5).max(31_536_000).default(86_400),
    VARNISH_PURGE_URLS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const urls = (v ?? '')
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean)
        for (const url of urls)
          if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
            ctx.addIssue({ code: 'custom', message: `must be http(s) URLs separated by commas (got ${url})` })
            return z.NEVER
          }
        return urls
      }),
    CLOUDFLARE_ZONE_ID: optionalString,
    CLOUDFLARE_API_TOKEN: optionalString,
    CLOUDFLARE_PURGE_BY: z.enum(['url', 'tag']).default('url'),
    CLOUDFLARE_API_URL: z.url().default('https://api.cloudflare.com/client/v4'),
    FASTLY_SERVICE_ID: optionalString,
    FASTLY_API_TOKEN: optionalString,
    FASTLY_API_URL: z.url().default('https://api.fastly.com'),
    // Retention (docs/security.md, "How long data is kept"): days, stated on /privacy-request from these values.
    RETENTION_APPLICATION_DAYS: retentionDays(180),
    RETENTION_LEAD_DAYS: retentionDays(730),
    RETENTION_UNCONFIRMED_NEWSLETTER_DAYS: retentionDays(30),
    RETENTION_SPAM_DAYS: retentionDays(30),
    RETENTION_ACCESS_RECORD_DAYS: retentionDays(365),
    RETENTION_CHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  })
  .refine((v) => v.CDN_PURGER !== 'varnish' || v.VARNISH_PURGE_URLS.length > 0, {
    message: 'must name the Varnish address(es) to purge when CDN_PURGER=varnish',
    path: ['VARNISH_PURGE_URLS'],
  })
  .refine((v) => v.CDN_PURGER !== 'cloudflare' || (v.CLOUDFLARE_ZONE_ID && v.CLOUDFLARE_API_TOKEN), {
    message: 'and CLOUDFLARE_ZONE_ID must be set when CDN_PURGER=cloudflare',
    path: ['CLOUDFLARE_API_TOKEN'],
  })
  .refine((v) => v.CDN_PURGER !== 'fastly' || (v.FASTLY_SERVICE_ID && v.FASTLY_API_TOKEN), {
    message: 'and FASTLY_SERVICE_ID must be set when CDN_PURGER=fastly',
    path: ['FASTLY_API_TOKEN'],
  })
  .refine((v) => Boolean(v.S3_ACCESS_KEY_ID) === Boolean(v.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither: the platform credentials)',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((v) => (v.S3_CV_BUCKET ?? v.S3_BUCKET) !== v.S3_BUCKET || !overlaps(v.S3_MEDIA_PREFIX, v.S3_CV_PREFIX), {
    message: 'must not contain or be contained in S3_MEDIA_PREFIX when CVs share the media bucket',
    path: ['S3_CV_PREFIX'],
  })
  .refine((v) => v.S3_BUCKET || !(v.S3_CV_BUCKET || v.S3_ENDPOINT || v.S3_ACCESS_KEY_ID || v.S3_MEDIA_PUBLIC_URL), {
    message: 'must be set to use object storage (the other S3_ settings mean nothing without it)',
    path: ['S3_BUCKET'],
  })
  .refine((v) => v.METRICS_PORT === undefined || v.METRICS_PORT !== v.PORT, {
    message: "must differ from PORT: the metrics are never served on the site's port",
    path: ['METRICS_PORT'],
  })
  .refine((v) => Boolean(v.ADMIN_EMAIL) === Boolean(v.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })

const overlaps = (a: string, b: string) => {
  const [x, y] = [a.replace(/\/+$/, '') + '/', b.replace(/\/+$/, '') + '/']
  return x.startsWith(y) || y.startsWith(x)
}

export type Storage =
  | { kind: 'local'; media: { prefix: string }; cvs: { prefix: string } }
  | {
      kind: 's3'
      endpoint: string | undefined
      region: string
      forcePathStyle: boolean
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined
      media: { bucket: string; prefix: string; publicUrl: string | undefined }
      cvs: { bucket: string; prefix: string }
    }

function storageOf(v: z.infer<typeof schema>): Storage {
  // The prefixes are recorded on each upload even in a local folder, so a later switch finds every file.
  if (!v.S3_BUCKET) return { kind: 'local', media: { prefix: v.S3_MEDIA_PREFIX }, cvs: { prefix: v.S3_CV_PREFIX } }
  const [accessKeyId, secretAccessKey] = [v.S3_ACCESS_KEY_ID, v.S3_SECRET_ACCESS_KEY]
  return {
    kind: 's3',
    endpoint: v.S3_ENDPOINT?.replace(/\/$/, ''),
    region: v.S3_REGION,
    forcePathStyle: v.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    media: { bucket: v.S3_BUCKET, prefix: v.S3_MEDIA_PREFIX, publicUrl: v.S3_MEDIA_PUBLIC_URL?.replace(/\/$/, '') },
    cvs: { bucket: v.S3_CV_BUCKET ?? v.S3_BUCKET, prefix: v.S3_CV_PREFIX },
  }
}

function purgerSettings(v: z.infer<typeof schema>, siteUrl: string): PurgerSettings | null {
  const trim = (url: string) => url.replace(/\/$/, '')
  switch (v.CDN_PURGER) {
    case 'none':
      return null
    case 'varnish':
      return { kind: 'varnish', urls: v.VARNISH_PURGE_URLS }
    case 'cloudflare':
      return {
        kind: 'cloudflare',
        apiUrl: trim(v.CLOUDFLARE_API_URL),
        zoneId: v.CLOUDFLARE_ZONE_ID!,
        token: v.CLOUDFLARE_API_TOKEN!,
        by: v.CLOUDFLARE_PURGE_BY,
        siteUrl,
      }
    case 'fastly':
      return {
        kind: 'fastly',
        apiUrl: trim(v.FASTLY_API_URL),
        serviceId: v.FASTLY_SERVICE_ID!,
        token: v.FASTLY_API_TOKEN!,
      }
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Env = ReturnType<typeof readEnv>

export function readEnv(source: Record<string, string | undefined> = process.env) {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const variable = String(issue.path[0] ?? 'configuration')
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`)
  }
  const v = parsed.data
  const isPostgres = /^postgres(ql)?:\/\//.test(v.DATABASE_URI)
  if (!v.PAYLOAD_SECRET && isPostgres && v.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PAYLOAD_SECRET must be set in production on PostgreSQL (every instance must share it); use 32+ random characters',
    )
  }
  return {
    nodeEnv: v.NODE_ENV,
    isProduction: v.NODE_ENV === 'production',
    port: v.PORT,
    listenHost: v.LISTEN_HOST,
    trustProxy: v.TRUST_PROXY,
    htmlCacheSeconds: v.HTML_CACHE_SECONDS,
    shutdownDrainSeconds: v.SHUTDOWN_DRAIN_SECONDS,
    databaseUri: v.DATABASE_URI,
    databaseKind: isPostgres ? ('postgres' as const) : ('sqlite' as const),
    /** Read lazily: the generated secret is a file, made only when something needs it. */
    get payloadSecret(): string {
      return v.PAYLOAD_SECRET ?? localSecret(v.DATABASE_URI)
    },
    usesGeneratedSecret: !v.PAYLOAD_SECRET,
    siteUrl: (v.SITE_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    siteUrlIsDefault: !v.SITE_URL,
    admin: v.ADMIN_EMAIL && v.ADMIN_PASSWORD ? { email: v.ADMIN_EMAIL, password: v.ADMIN_PASSWORD } : null,
    allowFirstUser: v.ALLOW_FIRST_USER || v.NODE_ENV !== 'production',
    contentDir: v.CONTENT_DIR,
    mediaDir: path.resolve(/*turbopackIgnore: true*/ v.MEDIA_DIR ?? 'data/media'),
    mail: {
      smtpUrl: v.SMTP_URL,
      from: v.MAIL_FROM ?? 'Northgrid website <no-reply@northgrid.example>',
      notifyTo: v.LEADS_NOTIFY_TO,
      service:
        v.MAIL_SERVICE_USER_ID && v.MAIL_SERVICE_SERVICE_ID && v.MAIL_SERVICE_TEMPLATE_ID
          ? {
              baseUrl: v.MAIL_SERVICE_URL.replace(/\/$/, ''),
              userId: v.MAIL_SERVICE_USER_ID,
              serviceId: v.MAIL_SERVICE_SERVICE_ID,
              templateId: v.MAIL_SERVICE_TEMPLATE_ID,
              confirmationTemplateId: v.MAIL_SERVICE_CONFIRMATION_TEMPLATE_ID,
            }
          : undefined,
    },
    rateLimit: {
      max: v.RATE_LIMIT_MAX,
      requestsMax: Math.max(v.RATE_LIMIT_REQUESTS_MAX, v.RATE_LIMIT_MAX),
      windowMs: v.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    formMinFillMs: v.FORM_MIN_FILL_MS,
    retention: {
      applicationDays: v.RETENTION_APPLICATION_DAYS,
      leadDays: v.RETENTION_LEAD_DAYS,
      unconfirmedNewsletterDays: v.RETENTION_UNCONFIRMED_NEWSLETTER_DAYS,
      spamDays: v.RETENTION_SPAM_DAYS,
      accessRecordDays: v.RETENTION_ACCESS_RECORD_DAYS,
      checkMs: v.RETENTION_CHECK_MINUTES * 60_000,
    },
    /** Never under public/ nor any folder served as static files. */
    cvDir: path.resolve(
      /*turbopackIgnore: true*/ v.CV_DIR ??
        (isPostgres ? './data/cvs' : path.join(path.dirname(v.DATABASE_URI.replace(/^file:/, '')), 'cvs')),
    ),
    storage: storageOf(v),
    metrics: v.METRICS_PORT ? { port: v.METRICS_PORT, host: v.METRICS_HOST, token: v.METRICS_TOKEN } : null,
    edge: {
      purger: purgerSettings(v, (v.SITE_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, '')),
      maxAgeSeconds: v.CDN_MAX_AGE_SECONDS,
      // Once every instance must have applied an expiry: the shared tag times' re-read period, and a second.
      settleMs: (v.CACHE_TAGS_RESYNC_SECONDS + 1) * 1000,
    },
    gtmId: v.GTM_ID,
    /** Report-only, to try a new tag before enforcing it. */
    csp: { reportOnly: v.CSP_REPORT_ONLY },
    liveContentAnonymous: v.LIVE_CONTENT_ANONYMOUS,
    liveContentToken: v.LIVE_CONTENT_TOKEN,
    readyzToken: v.READYZ_TOKEN,
    liveMaxStaleMs: v.LIVE_MAX_STALE_SECONDS * 1000,
    contentGraphqlUrl: v.CONTENT_GRAPHQL_URL,
    captcha:
      v.RECAPTCHA_SITE_KEY && v.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: v.RECAPTCHA_SITE_KEY,
            secret: v.RECAPTCHA_SECRET_KEY,
            verifyUrl: v.RECAPTCHA_VERIFY_URL,
            scriptUrl: v.RECAPTCHA_SCRIPT_URL,
            version: 2 as const,
          }
        : undefined,
  }
}

let cached: Env | undefined
let warned = false

export function env(): Env {
  if (!cached) {
    cached = readEnv()
    if (!warned) {
      warned = true
      for (const w of productionWarnings(cached)) log.warn(`[config] ${w}`)
    }
  }
  return cached
}

export function productionWarnings(e: Env): string[] {
  const warnings: string[] = []
  if (e.usesGeneratedSecret)
    warnings.push(
      'PAYLOAD_SECRET is not set: using a random secret generated once and kept beside the SQLite file. Set one in production.',
    )
  if (e.siteUrlIsDefault)
    warnings.push(
      `SITE_URL is not set: canonical URLs and the sitemap use ${e.siteUrl}. Set the public URL in production.`,
    )
  if (!e.mail.smtpUrl && !e.mail.service)
    warnings.push('No mail transport (SMTP_URL or MAIL_SERVICE_* ids): leads are stored but nobody is notified.')
  if (e.metrics && !e.metrics.token && !['127.0.0.1', '::1', 'localhost'].includes(e.metrics.host))
    warnings.push(
      `METRICS_HOST is ${e.metrics.host} and METRICS_TOKEN is not set: anyone who reaches that address reads the metrics.`,
    )
  if (e.databaseKind === 'sqlite')
    warnings.push(`DATABASE_URI is ${e.databaseUri} (embedded SQLite). Use PostgreSQL to run several instances.`)
  return warnings
}
