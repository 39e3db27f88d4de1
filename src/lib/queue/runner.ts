import type { Payload } from 'payload'

import { systemClock, type Clock } from '@/lib/clock'
import { isDraining, onShutdown } from '@/operations/health/lifecycle'

/**
 * The one claim-and-run loop of every durable queue (the lead outbox, file deletions, CDN purges, scheduled
 * publishing): a run starts when something is queued, at each retry's due time, and every poll period, which also
 * picks up what another instance left once its lease expired. A row is run only by the instance whose conditional
 * claim matched (each source's `claim`), so several instances never run one twice. On shutdown nothing new is
 * claimed; current attempts finish.
 */
export type QueueSource = {
  /** Due, unclaimed rows, oldest first. */
  findDue: (payload: Payload, limit: number, now: number) => Promise<string[]>
  /** True only for the one runner whose update matched. */
  claim: (payload: Payload, id: string, now: number) => Promise<boolean>
  /** Runs a claimed row and records the outcome; `retryIn` asks for a run once a retry is due. */
  attempt: (payload: Payload, id: string, retryIn: (delayMs: number) => void, clock: Clock) => Promise<void>
}

export type QueueRunnerOptions = {
  /** The globalThis key of this runner's state: one per process, even when Next.js bundles a module twice. */
  key: string
  /** Log prefix, e.g. `[leads]`. */
  name: string
  sources: () => readonly QueueSource[]
  /** On start: the claims this instance held when it last stopped belong to nobody now. */
  releaseOwn: (payload: Payload) => Promise<number>
  pollMs: () => number
  /** Claimed rows attempted at once. */
  parallel?: number
  /** Off (no object store, no purger): nothing is scheduled. */
  enabled?: () => boolean
  onStart?: (payload: Payload) => void
}

type State = {
  timer: ReturnType<typeof setTimeout> | null
  dueAt: number
  running: Promise<void> | null
  rerun: boolean
  poll: ReturnType<typeof setInterval> | null
  stopped: boolean
  clock?: Clock
}

const BATCH = 25

declare global {
  // Every runner of this process, by key, to stop them all before Payload is destroyed.
  var __northgridQueueRunners: Map<string, () => void> | undefined
}

/** Before destroying a Payload instance (the tests do): no runner touches its database afterwards. */
export function stopQueues(): void {
  for (const stop of globalThis.__northgridQueueRunners?.values() ?? []) stop()
}

export type QueueRunner = ReturnType<typeof queueRunner>

export function queueRunner(options: QueueRunnerOptions) {
  const store = globalThis as unknown as Record<string, State | undefined>
  const state = (store[options.key] ??= {
    timer: null,
    dueAt: Number.POSITIVE_INFINITY,
    running: null,
    rerun: false,
    poll: null,
    stopped: false,
  })
  const parallel = options.parallel ?? 1
  const enabled = options.enabled ?? (() => true)
  const halted = () => isDraining() || state.stopped

  /** The earliest request wins. */
  function schedule(payload: Payload, delayMs = 0): void {
    if (state.stopped || !enabled()) return
    const at = Date.now() + Math.max(0, delayMs)
    if (state.timer && at >= state.dueAt) return
    if (state.timer) clearTimeout(state.timer)
    state.dueAt = at
    state.timer = setTimeout(
      () => {
        state.timer = null
        state.dueAt = Number.POSITIVE_INFINITY
        void run(payload)
      },
      Math.max(0, delayMs),
    )
    state.timer.unref?.()
  }

  async function runOnce(payload: Payload): Promise<void> {
    const clock = state.clock ?? systemClock
    const retryIn = (delayMs: number) => schedule(payload, delayMs)
    for (const source of options.sources()) {
      for (;;) {
        if (halted()) return
        const ids = await source.findDue(payload, BATCH, clock.now())
        if (ids.length === 0) break
        let claimedAny = false
        for (let i = 0; i < ids.length; i += parallel) {
          await Promise.all(
            ids.slice(i, i + parallel).map(async (id) => {
              if (halted() || !(await source.claim(payload, id, clock.now()))) return
              claimedAny = true
              await source.attempt(payload, id, retryIn, clock)
            }),
          )
        }
        if (!claimedAny) break
      }
    }
  }

  function run(payload: Payload): Promise<void> {
    if (state.running) {
      state.rerun = true
      return state.running
    }
    state.running = (async () => {
      try {
        do {
          state.rerun = false
          await runOnce(payload)
        } while (state.rerun && !halted())
      } catch (error) {
        payload.logger.error({ err: error }, `${options.name} running the queue failed; trying again at the next poll`)
      } finally {
        state.running = null
      }
    })()
    return state.running
  }

  /** A run can start another. */
  async function settled(): Promise<void> {
    for (let r = state.running; r; r = state.running) await r
  }

  function stop(): void {
    state.stopped = true
    if (state.timer) clearTimeout(state.timer)
    if (state.poll) clearInterval(state.poll)
    state.timer = null
    state.poll = null
    state.dueAt = Number.POSITIVE_INFINITY
  }

  ;(globalThis.__northgridQueueRunners ??= new Map()).set(options.key, stop)

  return {
    schedule,
    stop,
    /** Never during a build. */
    async start(payload: Payload): Promise<void> {
      if (!enabled()) return
      state.stopped = false
      options.onStart?.(payload)
      const released = await options.releaseOwn(payload)
      if (released > 0)
        payload.logger.info({ released }, `${options.name} resuming what this instance was running when it stopped`)
      schedule(payload, 0)
      if (!state.poll) {
        state.poll = setInterval(() => schedule(payload, 0), options.pollMs())
        state.poll.unref?.()
      }
      onShutdown(async () => {
        stop()
        await settled()
      })
    },
    /** For tests and benchmarks: every due row attempted, here and now; the runner stays started. */
    async drain(payload: Payload): Promise<void> {
      state.stopped = false
      await settled()
      await run(payload)
      await settled()
    },
    /** For tests: every due row attempted once, here and now, leaving the runner as stopped as it was. */
    async runNow(payload: Payload): Promise<void> {
      await settled()
      const stopped = state.stopped
      state.stopped = false
      try {
        await run(payload)
      } finally {
        state.stopped = stopped
      }
    },
    /** The retry tests set a clock they move forward themselves. */
    setClock(clock: Clock): void {
      state.clock = clock
    },
  }
}
