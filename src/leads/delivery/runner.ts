import type { Payload } from 'payload'

/**
 * Runs the leads queue in this server process. Payload persists the jobs; this module only
 * decides when to run them: right after a lead is stored, at each retry's due time, and on
 * start for whatever a previous process left unfinished (so a crash loses nothing).
 */
export const LEADS_QUEUE = 'leads'

let timer: ReturnType<typeof setTimeout> | null = null
let dueAt = Number.POSITIVE_INFINITY
let running: Promise<void> | null = null
let rerun = false

export function scheduleRun(payload: Payload, delayMs: number): void {
  const at = Date.now() + Math.max(0, delayMs)
  if (timer && at >= dueAt) return
  if (timer) clearTimeout(timer)
  dueAt = at
  timer = setTimeout(() => {
    timer = null
    dueAt = Number.POSITIVE_INFINITY
    void runQueue(payload)
  }, Math.max(0, delayMs))
  timer.unref?.()
}

async function runQueue(payload: Payload): Promise<void> {
  if (running) {
    rerun = true
    return running
  }
  running = (async () => {
    try {
      do {
        rerun = false
        await payload.jobs.run({ queue: LEADS_QUEUE, limit: 100 })
      } while (rerun)
      await scheduleNextDue(payload)
    } catch (error) {
      payload.logger.error({ err: error, msg: '[leads] running the delivery queue failed; trying again in 10 s' })
      scheduleRun(payload, 10_000)
    } finally {
      running = null
    }
  })()
  return running
}

/** Schedules the earliest unfinished job (on start, and after each run). */
export async function scheduleNextDue(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: LEADS_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }, { processing: { equals: false } }] },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const next = docs[0]
  if (!next) return
  const wait = next.waitUntil ? new Date(next.waitUntil).getTime() - Date.now() : 0
  scheduleRun(payload, Math.max(0, wait))
}

/**
 * On start: a job that was being processed when a previous process died (SIGKILL, crash)
 * is still marked as processing and would never run again; put it back in the queue.
 * Several instances sharing a database could re-send a lead that another instance is
 * sending at that moment: a duplicate notification, never a lost one.
 */
export async function resumeInterrupted(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: LEADS_QUEUE } }, { processing: { equals: true } }, { completedAt: { exists: false } }] },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  await scheduleNextDue(payload)
}

/** Waits until the queue has nothing due now (tests and the benchmark use it). */
export async function drain(payload: Payload): Promise<void> {
  while (running) await running
  await runQueue(payload)
  while (running) await running
}

/** Cancels the pending run (before destroying a Payload instance, as the tests do). */
export function stopRunner(): void {
  if (timer) clearTimeout(timer)
  timer = null
  dueAt = Number.POSITIVE_INFINITY
}
