import type { Payload } from 'payload'

import { OUTBOX_COLLECTIONS } from '@/leads/collections'
import type { Clock } from '@/lib/clock'
import { queueRunner, stopQueues } from '@/lib/queue/runner'
import { observeOutbox } from '@/operations/metrics/registry'
import { attemptDelivery } from './delivery'
import { claim, findDue, releaseOwnLeases } from './outbox'

/** Runs start after a lead is stored, at each retry's due time and every DELIVERY_POLL_MS (src/lib/queue/runner.ts). */
function pollMs(): number {
  const ms = Number(process.env.DELIVERY_POLL_MS)
  return Number.isFinite(ms) && ms >= 100 ? ms : 2_000
}

const runner = queueRunner({
  key: '__northgridLeadsRunner',
  name: '[leads]',
  parallel: 4,
  pollMs,
  sources: () =>
    OUTBOX_COLLECTIONS.map((slug) => ({
      findDue: (payload: Payload, limit: number, now: number) => findDue(payload, slug, limit, now),
      claim: (payload: Payload, id: string, now: number) => claim(payload, slug, id, now),
      attempt: (payload: Payload, id: string, retryIn: (ms: number) => void, clock: Clock) =>
        attemptDelivery(payload, slug, id, retryIn, clock),
    })),
  releaseOwn: (payload) => releaseOwnLeases(payload),
  onStart: observeOutbox,
})

/** The earliest request wins. */
export const scheduleRun = (payload: Payload, delayMs = 0): void => runner.schedule(payload, delayMs)
/** The retry test sets a clock it moves forward itself. */
export const setDeliveryClock = (clock: Clock): void => runner.setClock(clock)
/** Never during a build. */
export const startRunner = (payload: Payload): Promise<void> => runner.start(payload)
/** For tests and the benchmark. */
export const drain = (payload: Payload): Promise<void> => runner.drain(payload)
/** Before destroying a Payload instance, as the tests do: every queue's runner stops (src/lib/queue/runner.ts). */
export const stopRunner = (): void => stopQueues()
