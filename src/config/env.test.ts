import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, localSecret, productionWarnings, readEnv } from './env'

describe('readEnv', () => {
  it('runs with no configuration at all, on SQLite, and warns about each production default', () => {
    const e = readEnv({})
    expect(e.databaseKind).toBe('sqlite')
    expect(e.databaseUri).toBe('file:./data/northgrid.db')
    expect(e.siteUrl).toBe('http://localhost:3000')
    expect(e.htmlCacheSeconds).toBe(60)
    expect(e.listenHost).toBeUndefined()
    expect(readEnv({ HTML_CACHE_SECONDS: '0', LISTEN_HOST: '127.0.0.1' })).toMatchObject({
      htmlCacheSeconds: 0,
      listenHost: '127.0.0.1',
    })
    expect(productionWarnings(e).map((w) => w.split(' ')[0])).toEqual([
      'PAYLOAD_SECRET',
      'SITE_URL',
      'No',
      'DATABASE_URI',
    ])
  })

  it('chooses PostgreSQL from DATABASE_URI and honours PORT', () => {
    const e = readEnv({ DATABASE_URI: 'postgresql://u:p@db:5432/site', PORT: '8080', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(e.databaseKind).toBe('postgres')
    expect(e.siteUrl).toBe('http://localhost:8080')
    expect(productionWarnings(e)).toHaveLength(2)
  })

  it.each([
    [{ DATABASE_URI: 'mysql://x' }, 'DATABASE_URI'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET'],
    [{ PAYLOAD_SECRET: 'northgrid-development-secret-change-me' }, 'PAYLOAD_SECRET'],
    [{ NODE_ENV: 'production', DATABASE_URI: 'postgres://u:p@db/site' }, 'PAYLOAD_SECRET'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ ADMIN_EMAIL: 'a@b.example' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX'],
    [{ HTML_CACHE_SECONDS: '-1' }, 'HTML_CACHE_SECONDS'],
    [{ HTML_CACHE_SECONDS: 'a minute' }, 'HTML_CACHE_SECONDS'],
  ])('stops with one line naming the variable: %o', (source, variable) => {
    expect(() => readEnv(source)).toThrow(ConfigError)
    expect(() => readEnv(source)).toThrow(new RegExp(`^Invalid configuration: ${variable} `))
  })

  it('keeps the first-user screen closed in production unless enabled', () => {
    expect(readEnv({ NODE_ENV: 'production' }).allowFirstUser).toBe(false)
    expect(readEnv({ NODE_ENV: 'production', ALLOW_FIRST_USER: 'true' }).allowFirstUser).toBe(true)
    expect(readEnv({ NODE_ENV: 'development' }).allowFirstUser).toBe(true)
  })
})

describe('PAYLOAD_SECRET', () => {
  it('is never a constant: without one, the embedded default generates a random secret once and keeps it beside the database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    const uri = `file:${path.join(dir, 'site.db')}`
    const first = readEnv({ NODE_ENV: 'production', DATABASE_URI: uri })
    expect(first.usesGeneratedSecret).toBe(true)
    const secret = first.payloadSecret
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/)
    expect(readEnv({ NODE_ENV: 'production', DATABASE_URI: uri }).payloadSecret).toBe(secret)
    expect(fs.statSync(path.join(dir, '.payload-secret')).mode & 0o777).toBe(0o600)
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    expect(localSecret(`file:${path.join(other, 'site.db')}`)).not.toBe(secret)
  })

  it('for a database address (PostgreSQL outside production), is kept in the data folder, not in a folder named after the address', () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-data-'))
    const secret = localSecret('postgres://user:pass@127.0.0.1:5432/site', data)
    expect(fs.readFileSync(path.join(data, '.payload-secret'), 'utf8').trim()).toBe(secret)
    expect(fs.existsSync('postgres:')).toBe(false)
  })

  it('is taken from the environment when set', () => {
    expect(
      readEnv({ NODE_ENV: 'production', DATABASE_URI: 'postgres://u:p@db/site', PAYLOAD_SECRET: 's'.repeat(40) })
        .payloadSecret,
    ).toBe('s'.repeat(40))
  })
})

describe('storage settings', () => {
  const s3 = {
    S3_BUCKET: 'northgrid-uploads',
    S3_ENDPOINT: 'http://127.0.0.1:7480/',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
  }

  it('keeps uploads in the local folders unless S3_BUCKET is set', () => {
    expect(readEnv({}).storage).toEqual({ kind: 'local', media: { prefix: 'media' }, cvs: { prefix: 'cvs' } })
  })

  it('reads an S3-compatible store: CVs in the media bucket under their own prefix unless S3_CV_BUCKET', () => {
    expect(readEnv(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:7480',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      media: { bucket: 'northgrid-uploads', prefix: 'media', publicUrl: undefined },
      cvs: { bucket: 'northgrid-uploads', prefix: 'cvs' },
    })
    const ownBucket = readEnv({ ...s3, S3_CV_BUCKET: 'northgrid-cvs', S3_CV_PREFIX: 'media' }).storage
    expect(ownBucket).toMatchObject({ cvs: { bucket: 'northgrid-cvs', prefix: 'media' } })
  })

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:7480' }, 'S3_BUCKET'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY'],
    [{ ...s3, S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ ...s3, S3_CV_PREFIX: 'media/cvs' }, 'S3_CV_PREFIX'],
    [{ ...s3, S3_MEDIA_PUBLIC_URL: 'media.example.com' }, 'S3_MEDIA_PUBLIC_URL'],
  ])('refuses %o naming %s', (source, variable) => {
    expect(() => readEnv(source)).toThrow(new RegExp(`^Invalid configuration: ${variable} `))
  })
})
