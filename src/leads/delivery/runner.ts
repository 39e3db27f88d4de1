import type { Payload } from 'payload'

import { OUTBOX_COLLECTIONS } from '@/leads/collections'
import { systemClock, type Clock } from '@/lib/clock'
import { isDraining, onShutdown } from '@/lib/lifecycle'
import { observeOutbox } from '@/lib/metrics/registry'
import { attemptDelivery } from './delivery'
import { claim, findDue, releaseOwnLeases } from './outbox'

/**
 * Runs start after a lead is stored, at each retry's due time, and every DELIVERY_POLL_MS, which also picks up what
 * another instance left once its lease expires. On shutdown no new lead is claimed; current deliveries finish.
 */
type State = {
  timer: ReturnType<typeof setTimeout> | null
  dueAt: number
  running: Promise<void> | null
  rerun: boolean
  poll: ReturnType<typeof setInterval> | null
  stopped: boolean
  clock?: Clock
}

declare global {
  // One runner per process, even when Next.js bundles this module more than once.
  var __northgridLeadsRunner: State | undefined
}
const state = (globalThis.__northgridLeadsRunner ??= {
  timer: null,
  dueAt: Number.POSITIVE_INFINITY,
  running: null,
  rerun: false,
  poll: null,
  stopped: false,
})

const BATCH = 25
const PARALLEL = 4

function pollMs(): number {
  const ms = Number(process.env.DELIVERY_POLL_MS)
  return Number.isFinite(ms) && ms >= 100 ? ms : 2_000
}

/** The earliest request wins. */
export function scheduleRun(payload: Payload, delayMs = 0): void {
  if (state.stopped) return
  const at = Date.now() + Math.max(0, delayMs)
  if (state.timer && at >= state.dueAt) return
  if (state.timer) clearTimeout(state.timer)
  state.dueAt = at
  state.timer = setTimeout(
    () => {
      state.timer = null
      state.dueAt = Number.POSITIVE_INFINITY
      void runQueue(payload)
    },
    Math.max(0, delayMs),
  )
  state.timer.unref?.()
}

/** The retry test sets a clock it moves forward itself. */
export function setDeliveryClock(clock: Clock): void {
  state.clock = clock
}

async function runOnce(payload: Payload): Promise<number> {
  let delivered = 0
  const clock = state.clock ?? systemClock
  for (const slug of OUTBOX_COLLECTIONS) {
    for (;;) {
      if (isDraining() || state.stopped) return delivered
      const ids = await findDue(payload, slug, BATCH, clock.now())
      if (ids.length === 0) break
      let claimedAny = false
      for (let i = 0; i < ids.length; i += PARALLEL) {
        await Promise.all(
          ids.slice(i, i + PARALLEL).map(async (id) => {
            if (isDraining() || state.stopped || !(await claim(payload, slug, id, clock.now()))) return
            claimedAny = true
            delivered++
            await attemptDelivery(payload, slug, id, (delayMs) => scheduleRun(payload, delayMs), clock)
          }),
        )
      }
      if (!claimedAny) break
    }
  }
  return delivered
}

function runQueue(payload: Payload): Promise<void> {
  if (state.running) {
    state.rerun = true
    return state.running
  }
  state.running = (async () => {
    try {
      do {
        state.rerun = false
        await runOnce(payload)
      } while (state.rerun && !isDraining())
    } catch (error) {
      payload.logger.error({ err: error }, '[leads] running deliveries failed; trying again at the next poll')
    } finally {
      state.running = null
    }
  })()
  return state.running
}

/** Never during a build. */
export async function startRunner(payload: Payload): Promise<void> {
  state.stopped = false
  observeOutbox(payload)
  const released = await releaseOwnLeases(payload)
  if (released > 0)
    payload.logger.info({ released }, '[leads] resuming deliveries this instance was making when it stopped')
  scheduleRun(payload, 0)
  if (!state.poll) {
    state.poll = setInterval(() => scheduleRun(payload, 0), pollMs())
    state.poll.unref?.()
  }
  onShutdown(async () => {
    stopRunner()
    await settled()
  })
}

/** A run can start another. */
async function settled(): Promise<void> {
  for (let run = state.running; run; run = state.running) await run
}

/** For tests and the benchmark. */
export async function drain(payload: Payload): Promise<void> {
  state.stopped = false
  await settled()
  await runQueue(payload)
  await settled()
}

/** Before destroying a Payload instance, as the tests do. */
export function stopRunner(): void {
  state.stopped = true
  if (state.timer) clearTimeout(state.timer)
  if (state.poll) clearInterval(state.poll)
  state.timer = null
  state.poll = null
  state.dueAt = Number.POSITIVE_INFINITY
}
