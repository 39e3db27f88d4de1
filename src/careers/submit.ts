import { Readable } from 'node:stream'
import { setTimeout as wait } from 'node:timers/promises'

import busboy from 'busboy'
import type { Payload } from 'payload'
import { z } from 'zod'

import { env } from '@/config/env'
import {
  APPLICATION,
  APPLICATION_PAGES,
  APPLICATION_SUCCESS,
  APPLICATION_TARGET_FIELD,
  CV_MISSING,
  META_FIELDS,
  applicationForm,
} from '@/forms/definitions'
import { CORRECT_FIELDS } from '@/forms/messages'
import { collectFields } from '@/forms/parse'
import { formSchema, validateForm, type FieldErrors } from '@/forms/schema'
import { verifyCaptcha } from '@/leads/captcha'
import { scheduleRun } from '@/leads/delivery/runner'
import { looksAutomated, trapMarks } from '@/leads/traps'
import { clientAddress } from '@/lib/http/client'
import { limit } from '@/lib/limits'
import { requestLog } from '@/lib/log'
import { undoFailedUpload } from '@/storage/deletions'
import { STORE_OPERATION_MS } from '@/storage/s3'
import { identifyCv, originalName } from './cv'

/**
 * POST /api/forms/application: the order of /api/forms/{kind}, with a CV streamed through busboy, buffered only up
 * to its limit and typed by its bytes (docs/leads.md). The CV is stored before the application and deleted again
 * if the application cannot be; one a crash left behind is swept later (orphans.ts).
 */

export type ApplicationOutcome =
  | { status: 200; message: string; redirect: string }
  | { status: 400 | 413 | 415 | 503; message: string; errors?: FieldErrors }
  | { status: 429; message: string; retryAfter: number }

export const APPLICATION_REDIRECT = '/application-sent'

/** An applicant is answered within 15 s whatever the store does (docs/storage.md): this, and the page after it. */
const ANSWER_WITHIN_MS = 13_000
/** Room for the text fields and the multipart framing around a CV of the maximum size. */
const MAX_REQUEST_BYTES = APPLICATION.file.maxBytes + 64 * 1024
/** Drained so the client can read the answer; beyond it the connection is dropped. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024

const TOO_LARGE = `Your CV is larger than ${APPLICATION.file.maxBytes / 1024 / 1024} MB. Please send a smaller file (a PDF of your CV is usually well under 1 MB).`
const NOT_TEXT = 'The form contains bytes that are not valid text (UTF-8). Please retype it and send it again.'
const INVALID = CORRECT_FIELDS
export const STORE_UNAVAILABLE =
  'Our file store is unavailable just now, so we could not store your CV: your application was not sent and nothing of it was kept. Please try again in a few minutes.'

type Body =
  | { ok: true; pairs: [string, string][]; file: { data: Buffer; name: string } | null }
  | { ok: false; status: 400 | 413; message: string; errors?: FieldErrors }

const tooMany = (retryAfter: number): ApplicationOutcome => ({
  status: 429,
  message: `Too many submissions. Please try again in ${retryAfter} seconds.`,
  retryAfter,
})

function drain(source: Readable): void {
  let seen = 0
  source.on('data', (chunk: Buffer) => {
    seen += chunk.length
    if (seen > MAX_DRAIN_BYTES) source.destroy()
  })
  source.on('error', () => undefined)
  source.resume()
}

function nodeStream(body: ReadableStream<Uint8Array> | null): Readable {
  async function* chunks() {
    if (!body) return
    const reader = body.getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value
  }
  return Readable.from(chunks(), { objectMode: false })
}

function readMultipart(request: Request, contentType: string): Promise<Body> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // latin1 keeps every byte as one character, so strict UTF-8 decoding below sees the bytes as sent.
        defCharset: 'latin1',
        defParamCharset: 'utf8',
        limits: {
          fileSize: APPLICATION.file.maxBytes,
          files: 1,
          fields: 20,
          parts: 22,
          fieldSize: 16 * 1024,
          fieldNameSize: 100,
          headerPairs: 20,
        },
      })
    } catch {
      resolve({ ok: false, status: 400, message: 'The form data could not be read.' })
      return
    }
    const source = nodeStream(request.body)
    const pairs: [string, string][] = []
    let file: { data: Buffer; name: string } | null = null
    let settled = false
    const finish = (body: Body) => {
      if (settled) return
      settled = true
      if (!body.ok) {
        source.unpipe(parser)
        parser.removeAllListeners()
        parser.on('error', () => undefined)
        drain(source)
      }
      resolve(body)
    }
    parser.on('file', (name, stream, info) => {
      // Without a listener, a body that ends inside a file part would be an uncaught exception in the server process.
      stream.on('error', () => finish({ ok: false, status: 400, message: 'The form data could not be read.' }))
      if (name !== APPLICATION.file.name || file) {
        stream.resume()
        finish({
          ok: false,
          status: 400,
          message: INVALID,
          errors: {
            _form:
              name === APPLICATION.file.name ? 'Send one CV file only.' : `Unknown file field: ${name.slice(0, 60)}.`,
          },
        })
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('limit', () =>
        finish({ ok: false, status: 413, message: TOO_LARGE, errors: { [APPLICATION.file.name]: TOO_LARGE } }),
      )
      stream.on('end', () => {
        if (!settled) file = { data: Buffer.concat(chunks), name: info.filename ?? '' }
      })
    })
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        finish({
          ok: false,
          status: 400,
          message: INVALID,
          errors: { [info.nameTruncated ? '_form' : name]: 'This field is far longer than it may be.' },
        })
        return
      }
      let text: string
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'latin1'))
      } catch {
        finish({ ok: false, status: 400, message: NOT_TEXT })
        return
      }
      pairs.push([name, text])
    })
    const overLimit = (what: string) => () =>
      finish({ ok: false, status: 400, message: INVALID, errors: { _form: what } })
    parser.on('partsLimit', overLimit('The form has too many parts.'))
    parser.on('filesLimit', overLimit('Send one CV file only.'))
    parser.on('fieldsLimit', overLimit('The form has too many fields.'))
    parser.on('error', () => finish({ ok: false, status: 400, message: 'The form data could not be read.' }))
    parser.on('close', () => finish({ ok: true, pairs, file }))
    source.on('error', () =>
      finish({ ok: false, status: 400, message: 'The upload was interrupted. Please send the form again.' }),
    )
    source.pipe(parser)
  })
}

/** An open job (published, by slug) or a page that carries the form (the internship). */
async function positionOf(
  payload: Payload,
  slug: string,
): Promise<{ title: string; path: string; requiresPortfolio: boolean } | null> {
  if (APPLICATION_PAGES.some((page) => page === slug)) {
    const page = (
      await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
    ).docs[0]
    return page ? { title: page.title, path: `/${slug}`, requiresPortfolio: false } : null
  }
  const job = (
    await payload.find({
      collection: 'jobs',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
  ).docs[0]
  return job ? { title: job.title, path: `/job/${slug}`, requiresPortfolio: job.requiresPortfolio === true } : null
}

const extra = {
  [APPLICATION_TARGET_FIELD]: z
    .string({ error: 'Please choose the position you apply for.' })
    .regex(/^[a-z0-9-]{1,120}$/, 'The position is not one of ours.'),
}

/**
 * The CV's document and file, or null when the store failed or did not answer within `withinMs`: then
 * nothing of it is kept. An upload still running is undone when it ends, and keys a failed upload may yet see
 * written are queued for deletion (src/storage/deletions.ts).
 */
async function storeCv(
  payload: Payload,
  withinMs: number,
  cv: {
    data: { originalName: string; email: string }
    file: { data: Buffer; mimetype: string; name: string; size: number }
  },
): Promise<{ id: number } | null> {
  const context: Record<string, unknown> = {}
  const creating = payload.create({ collection: 'cvs', ...cv, overrideAccess: true, depth: 0, context })
  const deadline = new AbortController()
  const late = Symbol('late')
  try {
    const outcome = await Promise.race([creating, wait(withinMs, late, { signal: deadline.signal })])
    if (outcome !== late) return outcome
    payload.logger.error({ afterMs: withinMs }, '[careers] the CV store did not answer in time')
    void creating
      .then(
        (doc) => payload.delete({ collection: 'cvs', id: doc.id, overrideAccess: true }),
        () => undoFailedUpload(payload, context),
      )
      .catch((error: unknown) => payload.logger.error({ err: error }, '[careers] could not undo a late CV upload'))
    return null
  } catch (error) {
    // Nothing of the application is kept, and the applicant may retry.
    payload.logger.error({ err: error }, '[careers] the CV could not be stored')
    await undoFailedUpload(payload, context).catch((queueError: unknown) =>
      payload.logger.error({ err: queueError }, '[careers] could not queue the deletion of a failed CV upload'),
    )
    return null
  } finally {
    deadline.abort()
  }
}

export async function submitApplication(
  payload: Payload,
  request: Request,
  options: { client?: string; now?: number } = {},
): Promise<ApplicationOutcome> {
  const started = Date.now()
  const client = options.client ?? clientAddress(request)
  const now = options.now ?? started
  const { max, requestsMax, windowMs } = env().rateLimit
  const durationSeconds = Math.ceil(windowMs / 1000)

  const raw = await limit(payload, 'form-requests', { points: requestsMax, durationSeconds }).consume(client)
  if (!raw.ok) return tooMany(raw.retryAfterSeconds)

  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.split(';')[0].trim().toLowerCase() !== 'multipart/form-data' || !request.body) {
    return { status: 415, message: 'Send the application as form data (multipart/form-data) with your CV attached.' }
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_REQUEST_BYTES) {
    if (declared <= MAX_DRAIN_BYTES) drain(nodeStream(request.body))
    return { status: 413, message: TOO_LARGE, errors: { [APPLICATION.file.name]: TOO_LARGE } }
  }

  const body = await readMultipart(request, contentType)
  if (!body.ok) return { status: body.status, message: body.message, errors: body.errors }
  const collected = collectFields(APPLICATION, body.pairs, [APPLICATION_TARGET_FIELD])
  if (!collected.ok) return { status: 400, message: collected.message, errors: collected.errors }
  const base = validateForm(formSchema(APPLICATION, extra), collected.value)
  if (!base.ok) return { status: 400, message: INVALID, errors: base.errors }
  const position = await positionOf(payload, String(base.data[APPLICATION_TARGET_FIELD]))
  if (!position)
    return {
      status: 400,
      message: 'This position is no longer open. See our open roles at /jobs.',
      errors: { _form: 'This position is no longer open.' },
    }
  const checked = position.requiresPortfolio
    ? validateForm(formSchema(applicationForm(true), extra), collected.value)
    : base
  if (!checked.ok) return { status: 400, message: INVALID, errors: checked.errors }

  const {
    [META_FIELDS.page]: page,
    [META_FIELDS.honeypot]: honeypot,
    [META_FIELDS.renderedAt]: renderedAt,
    [META_FIELDS.captcha]: captchaToken,
    // Applications are not leads: where the visit began is not asked of them.
    [META_FIELDS.origin]: _origin,
    [APPLICATION_TARGET_FIELD]: slug,
    ...fields
  } = checked.data
  // Never refused for looking automated: staff read every application; the applicant is not mailed (traps.ts).
  const automated = looksAutomated(honeypot, renderedAt, now)
  if (!body.file || body.file.data.length === 0) {
    return { status: 400, message: INVALID, errors: { [APPLICATION.file.name]: CV_MISSING } }
  }
  const cv = await identifyCv(body.file.data)
  if (!cv.ok) return { status: 415, message: cv.message, errors: { [APPLICATION.file.name]: cv.message } }

  const perClient = await limit(payload, 'form-application', { points: max, durationSeconds }).consume(client)
  if (!perClient.ok) return tooMany(perClient.retryAfterSeconds)
  const email = String(fields.email)
  const perEmail = await limit(payload, 'form-application-email', { points: max, durationSeconds }).consume(
    email.toLowerCase(),
  )
  if (!perEmail.ok) return tooMany(perEmail.retryAfterSeconds)

  const captcha = await verifyCaptcha(captchaToken, client)
  if (!captcha.ok) return { status: captcha.status, message: captcha.message }

  // The store's own bounds (s3.ts), and what is left of the applicant's 15 s once the steps above are done.
  const withinMs = Math.max(1_000, Math.min(STORE_OPERATION_MS, started + ANSWER_WITHIN_MS - Date.now()))
  const stored = await storeCv(payload, withinMs, {
    data: { originalName: originalName(body.file.name), email },
    file: { data: body.file.data, mimetype: cv.mime, name: `cv.${cv.ext}`, size: body.file.data.length },
  })
  if (!stored) return { status: 503, message: STORE_UNAVAILABLE }
  try {
    // The form's schema checked these fields, built from forms/definitions.ts at run time: TS cannot relate them.
    await payload.create({
      collection: 'jobApplications',
      data: {
        ...(fields as { name: string; email: string; coverNote: string }),
        position: position.title,
        positionPath: position.path,
        cv: stored.id,
        stage: 'new',
        sourcePage: typeof page === 'string' ? page : position.path,
        deliveryStatus: 'pending',
        ...trapMarks('jobApplications', automated),
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // No CV without its application.
    await payload.delete({ collection: 'cvs', id: stored.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
  if (automated)
    requestLog(request, { position: position.path }).info('[careers] application stored though it looks automated')
  scheduleRun(payload, 0)
  return { status: 200, message: APPLICATION_SUCCESS, redirect: APPLICATION_REDIRECT }
}
