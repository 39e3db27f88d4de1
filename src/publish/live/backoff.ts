/**
 * How long a live socket waits before reconnecting, as the remote sites do (SPEC.md section 9):
 * from 1 s doubling to at most 30 s, less up to half of it at random (jitter 0.5) so that
 * clients dropped together do not return together.
 */
export function backoff(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt)
  return Math.round(base * (1 - 0.5 * random()))
}

/** graphql-ws's retryWait with that backoff. */
export const reconnectWait = (retries: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, backoff(retries)))
