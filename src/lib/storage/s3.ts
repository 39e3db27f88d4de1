import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { Storage } from '@/config/env'

type S3Storage = Extract<Storage, { kind: 's3' }>

/**
 * The S3 client's settings, the same for the CMS's adapter, the copy command and the tests.
 * - Checksums only when an operation requires them: a streamed PutObject otherwise fails with
 *   411 MissingContentLength on Ceph's gateway (and some other S3-compatible stores).
 * - Short connection and request timeouts and two attempts: with the store down, an upload is
 *   refused within seconds (503) rather than holding the applicant's request for minutes.
 */
export function s3ClientConfig(storage: S3Storage): S3ClientConfig {
  return {
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: 100 },
      httpsAgent: { keepAlive: true, maxSockets: 100 },
    },
  }
}
