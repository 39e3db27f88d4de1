import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'

import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'

/**
 * Copies uploads between a local folder and a bucket prefix, either way. Every file is compared
 * by MD5 first (the object's `md5` metadata, or its ETag, which is the MD5 of a single-part
 * object): what is already there and equal is skipped, so a run that is interrupted is simply
 * run again, and a second run copies nothing. Uploads are sent with Content-MD5, which the store
 * checks; downloads are written to a `.part` file, checked against the object's MD5 and only
 * then renamed into place.
 */
export type CopyReport = { copied: number; skipped: number; failed: { file: string; reason: string }[] }

export type CopyTarget = { client: S3Client; bucket: string; prefix: string; dir: string }

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

const md5Hex = (data: Buffer) => createHash('md5').update(data).digest('hex')

async function fileMd5(file: string): Promise<string> {
  const hash = createHash('md5')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

function* walk(dir: string, base = dir): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name.endsWith('.part')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full, base)
    else if (entry.isFile()) yield path.relative(base, full).split(path.sep).join('/')
  }
}

/** The MD5 an object's bytes have, when the store says: our metadata, else a single-part ETag. */
function objectMd5(meta: Record<string, string> | undefined, etag: string | undefined): string | undefined {
  if (meta?.md5 && /^[0-9a-f]{32}$/.test(meta.md5)) return meta.md5
  const plain = etag?.replace(/"/g, '')
  return plain && /^[0-9a-f]{32}$/.test(plain) ? plain : undefined
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (('name' in error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) ||
    ('$metadata' in error &&
      typeof error.$metadata === 'object' &&
      error.$metadata !== null &&
      'httpStatusCode' in error.$metadata &&
      error.$metadata.httpStatusCode === 404))

const keyOf = (prefix: string, relative: string) => (prefix ? `${prefix}/${relative}` : relative)

export async function copyToBucket({ client, bucket, prefix, dir }: CopyTarget): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] }
  for (const relative of walk(dir)) {
    const key = keyOf(prefix, relative)
    try {
      const data = fs.readFileSync(path.join(dir, relative))
      const md5 = md5Hex(data)
      let existing: string | undefined
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        existing = objectMd5(head.Metadata, head.ETag)
      } catch (error) {
        if (!isNotFound(error)) throw error
      }
      if (existing === md5) {
        report.skipped++
        continue
      }
      const put = await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentMD5: Buffer.from(md5, 'hex').toString('base64'),
          ContentType: CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
          Metadata: { md5 },
        }),
      )
      const stored = objectMd5(undefined, put.ETag)
      if (stored && stored !== md5) throw new Error(`the store holds MD5 ${stored}, the file has ${md5}`)
      report.copied++
    } catch (error) {
      report.failed.push({ file: relative, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  return report
}

export async function copyFromBucket({ client, bucket, prefix, dir }: CopyTarget): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] }
  const root = path.resolve(dir)
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix ? `${prefix}/` : undefined, ContinuationToken: token }),
    )
    token = page.IsTruncated ? page.NextContinuationToken : undefined
    for (const object of page.Contents ?? []) {
      if (!object.Key || object.Key.endsWith('/')) continue
      const relative = prefix ? object.Key.slice(prefix.length + 1) : object.Key
      const target = path.resolve(root, relative)
      // A key such as "media/../../etc/x" never writes outside the folder.
      if (!target.startsWith(root + path.sep)) {
        report.failed.push({ file: object.Key, reason: 'the key leads outside the folder' })
        continue
      }
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: object.Key }))
        const expected = objectMd5(head.Metadata, head.ETag)
        if (fs.existsSync(target) && expected && (await fileMd5(target)) === expected) {
          report.skipped++
          continue
        }
        fs.mkdirSync(path.dirname(target), { recursive: true })
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }))
        const hash = createHash('md5')
        const part = `${target}.part`
        // The SDK's Body is a Node stream in Node.js (typed as a union of every runtime's).
        const body = got.Body
        if (!(body instanceof Readable)) throw new Error(`storage: ${object.Key} came back without a body`)
        body.on('data', (chunk: Buffer) => hash.update(chunk))
        await pipeline(body, fs.createWriteStream(part))
        const md5 = hash.digest('hex')
        if (expected && md5 !== expected) {
          fs.rmSync(part, { force: true })
          throw new Error(`received MD5 ${md5}, the store says ${expected}`)
        }
        fs.renameSync(part, target)
        report.copied++
      } catch (error) {
        report.failed.push({ file: object.Key, reason: error instanceof Error ? error.message : String(error) })
      }
    }
  } while (token)
  return report
}
