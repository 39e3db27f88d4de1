import { z } from 'zod'

/**
 * All configuration is read here, once, and validated. Anything malformed stops
 * start-up with one line naming the variable. Development-safe defaults exist for
 * everything so that a fresh clone runs with no .env at all; the defaults that must
 * change in production are announced once with a warning.
 */

const DEV_SECRET = 'northgrid-development-secret-change-me'

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    LISTEN_HOST: optionalString,
    HTML_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
    DATABASE_URI: z
      .string()
      .trim()
      .default('file:./data/northgrid.db')
      .refine((v) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(v), {
        message: 'must start with file:, postgres:// or postgresql://',
      }),
    PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRET),
    SITE_URL: z.url({ message: 'must be an absolute URL such as https://www.example.com' }).optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    ALLOW_FIRST_USER: booleanFlag,
    CONTENT_DIR: optionalString,
    // Lead delivery (issue: leads that are never lost)
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
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: optionalString,
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    RECAPTCHA_SCRIPT_URL: z.url().default('https://www.google.com/recaptcha/api.js'),
    GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX').optional(),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  })
  .refine((v) => Boolean(v.ADMIN_EMAIL) === Boolean(v.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Env = ReturnType<typeof readEnv>

export function readEnv(source: Record<string, string | undefined> = process.env) {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const variable = String(issue.path[0] ?? 'configuration')
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`)
  }
  const v = parsed.data
  const isPostgres = /^postgres(ql)?:\/\//.test(v.DATABASE_URI)
  return {
    nodeEnv: v.NODE_ENV,
    isProduction: v.NODE_ENV === 'production',
    port: v.PORT,
    listenHost: v.LISTEN_HOST,
    htmlCacheSeconds: v.HTML_CACHE_SECONDS,
    databaseUri: v.DATABASE_URI,
    databaseKind: isPostgres ? ('postgres' as const) : ('sqlite' as const),
    payloadSecret: v.PAYLOAD_SECRET,
    usesDevSecret: v.PAYLOAD_SECRET === DEV_SECRET,
    siteUrl: (v.SITE_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    siteUrlIsDefault: !v.SITE_URL,
    admin: v.ADMIN_EMAIL && v.ADMIN_PASSWORD ? { email: v.ADMIN_EMAIL, password: v.ADMIN_PASSWORD } : null,
    allowFirstUser: v.ALLOW_FIRST_USER || v.NODE_ENV !== 'production',
    contentDir: v.CONTENT_DIR,
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
    rateLimit: { max: v.RATE_LIMIT_MAX, windowMs: v.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    formMinFillMs: v.FORM_MIN_FILL_MS,
    gtmId: v.GTM_ID,
    captcha:
      v.RECAPTCHA_SITE_KEY && v.RECAPTCHA_SECRET_KEY
        ? { siteKey: v.RECAPTCHA_SITE_KEY, secret: v.RECAPTCHA_SECRET_KEY, verifyUrl: v.RECAPTCHA_VERIFY_URL, scriptUrl: v.RECAPTCHA_SCRIPT_URL, version: 2 as const }
        : undefined,
  }
}

let cached: Env | undefined
let warned = false

/** The validated configuration of this process. */
export function env(): Env {
  if (!cached) {
    cached = readEnv()
    if (!warned) {
      warned = true
      for (const w of productionWarnings(cached)) console.warn(`[config] ${w}`)
    }
  }
  return cached
}

export function productionWarnings(e: Env): string[] {
  const warnings: string[] = []
  if (e.usesDevSecret) warnings.push('PAYLOAD_SECRET is not set: using the development default. Set a long random secret in production.')
  if (e.siteUrlIsDefault) warnings.push(`SITE_URL is not set: canonical URLs and the sitemap use ${e.siteUrl}. Set the public URL in production.`)
  if (!e.mail.smtpUrl && !e.mail.service) warnings.push('No mail transport (SMTP_URL or MAIL_SERVICE_* ids): leads are stored but nobody is notified.')
  if (e.databaseKind === 'sqlite') warnings.push(`DATABASE_URI is ${e.databaseUri} (embedded SQLite). Use PostgreSQL to run several instances.`)
  return warnings
}
