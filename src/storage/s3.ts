import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { Storage } from '@/config/env'

type S3Storage = Extract<Storage, { kind: 's3' }>

/**
 * Bounds on every exchange with the store (docs/storage.md), so a store that hangs (a gateway up whose storage
 * daemon is not) costs an applicant at most STORE_OPERATION_MS:
 * - connecting: 3 s;
 * - a connection on which nothing moves either way (a request sent and no answer, or a body that stops): 5 s;
 * - each request, from its start to the response's headers (the whole body of an upload included): 10 s, an
 *   error with throwOnRequestTimeout (without it @smithy/node-http-handler only logs a warning and waits on);
 * - two attempts.
 */
export const STORE_TIMEOUTS = { connectMs: 3_000, idleMs: 5_000, requestMs: 10_000, attempts: 2 } as const

/** Longer than the attempts above with their back-off: the last guard around a whole operation (an upload). */
export const STORE_OPERATION_MS = 12_000

/**
 * The S3 client's settings, the same for the CMS's adapter, the copy command, the deletion queue and the tests.
 * Checksums only when an operation requires them: a streamed PutObject otherwise fails with
 * 411 MissingContentLength on Ceph's gateway (and some other S3-compatible stores).
 */
export function s3ClientConfig(storage: S3Storage): S3ClientConfig {
  return {
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: STORE_TIMEOUTS.attempts,
    requestHandler: {
      connectionTimeout: STORE_TIMEOUTS.connectMs,
      requestTimeout: STORE_TIMEOUTS.requestMs,
      throwOnRequestTimeout: true,
      socketTimeout: STORE_TIMEOUTS.idleMs,
      httpAgent: { keepAlive: true, maxSockets: 100 },
      httpsAgent: { keepAlive: true, maxSockets: 100 },
    },
  }
}
