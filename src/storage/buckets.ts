import { CreateBucketCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'

import type { Storage } from '@/config/env'
import { s3ClientConfig } from './s3'

type S3Storage = Extract<Storage, { kind: 's3' }>

/** The buckets the settings name: media's, and CVs' when it is another. */
export const bucketsOf = (storage: S3Storage): string[] => [...new Set([storage.media.bucket, storage.cvs.bucket])]

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/** The store answered that the keys may not use the bucket (wrong or revoked keys): not a store that is away. */
export const keysRefused = (error: unknown): boolean =>
  error instanceof S3ServiceException && [401, 403].includes(error.$metadata.httpStatusCode ?? 0)

/** The named buckets the store says do not exist; any other failure (store down, refused) is thrown. */
export async function missingBuckets(storage: S3Storage): Promise<string[]> {
  const client = new S3Client(s3ClientConfig(storage))
  try {
    const missing: string[] = []
    for (const bucket of bucketsOf(storage)) {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }))
      } catch (error) {
        if (!notFound(error)) throw error
        missing.push(bucket)
      }
    }
    return missing
  } finally {
    client.destroy()
  }
}

/** Creates the named buckets that do not exist yet (`npm run storage:init`); returns those it created. */
export async function createBuckets(storage: S3Storage): Promise<string[]> {
  const missing = await missingBuckets(storage)
  const client = new S3Client(s3ClientConfig(storage))
  try {
    for (const bucket of missing) await client.send(new CreateBucketCommand({ Bucket: bucket }))
    return missing
  } finally {
    client.destroy()
  }
}

/** Said once at start, before anything is uploaded: a missing bucket otherwise surfaces as a failed upload. */
export function missingBucketsMessage(storage: S3Storage, missing: string[]): string {
  return `[storage] the bucket(s) ${missing.join(', ')} named by S3_BUCKET/S3_CV_BUCKET do not exist at ${
    storage.endpoint ?? `AWS S3 (${storage.region})`
  }: create them with \`npm run storage:init\` (same settings), then start again`
}

/** Said at start when the store refuses the keys: every upload and read would fail. */
export function keysRefusedMessage(storage: S3Storage): string {
  return `[storage] ${storage.endpoint ?? `AWS S3 (${storage.region})`} refuses the keys for the bucket(s) ${bucketsOf(
    storage,
  ).join(
    ', ',
  )}: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and that they may Get/Put/Delete/List there), then start again`
}
