/**
 * bench/storage: uploads and reads of media on the local folder beside the same on object storage
 * (the loopback Ceph RADOS Gateway of scripts/object-store.sh, started if needed), in one run.
 * Each side runs in a process of its own with its own SQLite database, as the site would:
 * - upload: staff's upload through the CMS (payload.create on `media`: checks, sharp, the store);
 * - read: the stored file read back from where the site reads it (the folder, or GetObject).
 *
 *   npm run bench:storage [-- --uploads 30 --reads 300 --concurrency 8]
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { fmt, percentile, root } from './lib'

const { values } = parseArgs({
  options: {
    worker: { type: 'string' },
    uploads: { type: 'string', default: '30' },
    reads: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '8' },
  },
})
const uploads = Number(values.uploads)
const reads = Number(values.reads)
const concurrency = Number(values.concurrency)
type Figures = { uploadMs: number[]; readMs: number[]; readBytes: number; wallUploadMs: number; wallReadMs: number }

async function worker(): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { env } = await import('../src/config/env')
  const { GetObjectCommand, S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3')
  const { s3ClientConfig } = await import('../src/storage/s3')
  const sharp = (await import('sharp')).default
  const storage = env().storage
  const client = storage.kind === 's3' ? new S3Client(s3ClientConfig(storage)) : undefined
  if (client && storage.kind === 's3') await client.send(new CreateBucketCommand({ Bucket: storage.media.bucket }))
  const payload = await getPayload({ config })
  // A photograph-like picture of about 200 KB: noise compresses badly, as photographs do.
  const noise = Buffer.alloc(640 * 400 * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  const jpeg = await sharp(noise, { raw: { width: 640, height: 400, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
  const figures: Figures = { uploadMs: [], readMs: [], readBytes: 0, wallUploadMs: 0, wallReadMs: 0 }
  const names: string[] = []
  let started = performance.now()
  for (let i = 0; i < uploads; i++) {
    const t = performance.now()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: `Bench ${i}` },
      file: { data: jpeg, mimetype: 'image/jpeg', name: `bench-${i}.jpg`, size: jpeg.length },
      overrideAccess: true,
    })
    figures.uploadMs.push(performance.now() - t)
    names.push(doc.filename!)
  }
  figures.wallUploadMs = performance.now() - started
  const read = async (name: string): Promise<Buffer> => {
    if (client && storage.kind === 's3') {
      const got = await client.send(
        new GetObjectCommand({ Bucket: storage.media.bucket, Key: `${storage.media.prefix}/${name}` }),
      )
      return Buffer.from(await got.Body!.transformToByteArray())
    }
    return fs.promises.readFile(path.join(env().mediaDir, name))
  }
  const expected = createHash('md5').update(jpeg).digest('hex')
  started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < reads) {
        const name = names[next++ % names.length]
        const t = performance.now()
        const bytes = await read(name)
        figures.readMs.push(performance.now() - t)
        figures.readBytes += bytes.length
        if (createHash('md5').update(bytes).digest('hex') !== expected) throw new Error(`${name} came back different`)
      }
    }),
  )
  figures.wallReadMs = performance.now() - started
  console.log(`FIGURES ${JSON.stringify(figures)}`)
  await payload.destroy()
  client?.destroy()
  process.exit(0)
}

function side(name: string, env: Record<string, string>): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'bench/storage.ts'),
        '--worker',
        name,
        '--uploads',
        String(uploads),
        '--reads',
        String(reads),
        '--concurrency',
        String(concurrency),
      ],
      {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'warn', DELIVERY_RUNNER: 'off', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('FIGURES '))
      if (code === 0 && line) resolve(JSON.parse(line.slice('FIGURES '.length)) as Figures)
      else reject(new Error(`the ${name} side exited with ${code}:\n${out}`))
    })
  })
}

async function main(): Promise<void> {
  const store = Object.fromEntries(
    execFileSync('bash', [path.join(root, 'scripts/object-store.sh'), 'start'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((l) => l.split('=', 2) as [string, string]),
  )
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-bench-storage-'))
  const common = {
    PAYLOAD_SECRET: 'bench-storage-secret-0123456789',
    ADMIN_EMAIL: 'bench@northgrid.example',
    ADMIN_PASSWORD: 'bench-password-123',
  }
  const local = await side('local', {
    ...common,
    DATABASE_URI: `file:${dir}/local/site.db`,
    MEDIA_DIR: `${dir}/local/media`,
  })
  const s3 = await side('s3', {
    ...common,
    DATABASE_URI: `file:${dir}/s3/site.db`,
    MEDIA_DIR: `${dir}/s3/media`,
    ...store,
    S3_BUCKET: `northgrid-bench-${Date.now().toString(36)}`,
  })
  const row = (label: string, f: Figures) => {
    const up = [...f.uploadMs].sort((a, b) => a - b)
    const rd = [...f.readMs].sort((a, b) => a - b)
    const ms = (sorted: number[], p: number) => `${fmt(percentile(sorted, p), 2).padStart(7)} ms`
    const perSecond = fmt((uploads / f.wallUploadMs) * 1000).padStart(6)
    const upload = `upload p50 ${ms(up, 50)}  p95 ${ms(up, 95)}  ${perSecond}/s`
    const megabytes = f.readBytes / 1024 / 1024 / (f.wallReadMs / 1000)
    const read = `read p50 ${ms(rd, 50)}  p95 ${ms(rd, 95)}  ${fmt((reads / f.wallReadMs) * 1000, 0).padStart(6)}/s`
    return `${label.padEnd(26)} ${upload}   ${read}  ${fmt(megabytes).padStart(6)} MB/s`
  }
  console.log(
    `bench/storage: ${uploads} uploads of a ${fmt(local.readBytes / reads / 1024, 0)} KB JPEG through the CMS, ` +
      `then ${reads} reads at concurrency ${concurrency}`,
  )
  console.log(row('local folder (baseline)', local))
  console.log(row('object storage (Ceph RGW)', s3))
  fs.rmSync(dir, { recursive: true, force: true })
}

await (values.worker ? worker() : main())
