import type { Payload, Where } from 'payload'

import { claim, findDue, releaseOwnLeases } from '@/leads/delivery/outbox'
import { log } from '@/lib/log'
import { queueRunner } from '@/lib/queue/runner'
import type { Purger } from './purgers'

/**
 * Purging is one more consumer of the change path (src/publish/publish.ts): each change's tags are stored as a row
 * of `edgePurges` there and sent from here, never on the request of the save that made them. At least once, whatever
 * stops: a row is claimed by one instance at a time with the lead outbox's lease (src/leads/delivery/outbox.ts) and
 * deleted only once purged, so a purge an instance did not finish (killed, restarted) is sent by another, or by
 * itself when it starts again. A failed purge keeps its rows and is retried with a growing delay, logged each time;
 * rows due together are purged in one call. The backlog is bounded: past `maxRows` the oldest are dropped with an
 * error (those pages then live out their s-maxage).
 *
 * Each change is purged twice: at once, and again once every instance must have applied the expiry (the shared tag
 * times' re-read period): a shared cache refilled in between from an instance that had not yet heard of the change
 * would otherwise keep the old page for the whole s-maxage.
 */
export const EDGE_PURGES = 'edgePurges' as const

export type PurgeQueueOptions = {
  purger: Purger
  /** The second purge, after every instance has applied the expiry. */
  settleMs: number
  maxRows?: number
  retryMs?: { first: number; max: number }
  /** How often every instance looks for rows another left (default: the retry's first delay, at least 1 s). */
  pollMs?: number
}

type Row = { id: number | string; tags?: unknown; purgedOnce?: boolean | null; deliveryAttempts?: number | null }

const MERGED = 50
const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error))
const tagsOf = (row: Row): string[] =>
  Array.isArray(row.tags) ? row.tags.filter((tag): tag is string => typeof tag === 'string') : []

export class PurgeQueue {
  readonly #options: Required<PurgeQueueOptions>
  readonly #runner: ReturnType<typeof queueRunner>
  #payload: Payload | null = null
  /** Changes made before the database was ready (a remote site's first sync): stored once it is. */
  #early: string[][] = []
  #stopped = false
  /**
   * Purge calls that succeeded (counted before their rows go) or failed (counted once their rows say so), and rows
   * dropped, in this process: a test that sees a count finds the rows as it says.
   */
  readonly stats = { purges: 0, failures: 0, dropped: 0 }

  constructor(options: PurgeQueueOptions) {
    this.#options = {
      maxRows: 10_000,
      retryMs: { first: 1_000, max: 60_000 },
      pollMs: Math.max(1_000, options.retryMs?.first ?? 1_000),
      ...options,
    }
    this.#runner = queueRunner({
      key: '__northgridEdgePurges',
      name: '[edge]',
      pollMs: () => this.#options.pollMs,
      sources: () => [
        {
          findDue: (payload, limit, now) => findDue(payload, EDGE_PURGES, limit, now),
          claim: (payload, id, now) => claim(payload, EDGE_PURGES, id, now),
          attempt: (payload, id, retryIn) => this.#attempt(payload, id, retryIn),
        },
      ],
      releaseOwn: (payload) => releaseOwnLeases(payload, [EDGE_PURGES]),
    })
  }

  get name(): string {
    return this.#options.purger.name
  }

  /** Starts sending (every instance does, from Payload's init); what was queued before is stored now. */
  async attach(payload: Payload): Promise<void> {
    this.#payload = payload
    this.#stopped = false
    await this.#runner.start(payload)
    for (const tags of this.#early.splice(0)) await this.enqueue(tags)
  }

  /** Never throws: a change is expired and announced whatever becomes of its purge. */
  async enqueue(tags: readonly string[]): Promise<void> {
    if (this.#stopped || tags.length === 0) return
    const payload = this.#payload
    if (!payload) {
      this.#early.push([...tags])
      return
    }
    try {
      await payload.create({
        collection: EDGE_PURGES,
        data: {
          tags: [...new Set(tags)],
          purger: this.name,
          deliveryStatus: 'pending',
          deliveryDueAt: new Date().toISOString(),
        },
        overrideAccess: true,
        depth: 0,
      })
      await this.#bound(payload)
      this.#runner.schedule(payload, 0)
    } catch (error) {
      log.error(
        { err: error, purger: this.name, tags },
        '[edge] a purge could not be queued; its pages live out their s-maxage',
      )
    }
  }

  /** Purges waiting (to be sent, retried, or sent the second time). */
  async backlog(): Promise<number> {
    if (!this.#payload) return this.#early.length
    const { totalDocs } = await this.#payload.count({ collection: EDGE_PURGES, overrideAccess: true })
    return totalDocs
  }

  /** Resolves once nothing is waiting, second purges included (tests). */
  async drained(): Promise<void> {
    while ((await this.backlog()) > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  /** This instance stops sending; what is stored stays for the others, or for its next start. */
  stop(): void {
    this.#stopped = true
    this.#runner.stop()
  }

  async #bound(payload: Payload): Promise<void> {
    const { totalDocs } = await payload.count({ collection: EDGE_PURGES, overrideAccess: true })
    const over = totalDocs - this.#options.maxRows
    if (over <= 0) return
    const { docs } = await payload.find({
      collection: EDGE_PURGES,
      sort: 'createdAt',
      limit: over,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const ids = docs.map((doc) => doc.id)
    await payload.delete({ collection: EDGE_PURGES, where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
    this.stats.dropped += ids.length
    log.error(
      { purger: this.name, dropped: ids.length, sample: docs.slice(0, 5).map((doc) => tagsOf(doc)) },
      '[edge] purge backlog full: the oldest purges are dropped, their pages stay cached until their s-maxage',
    )
  }

  /** The claimed row, with the other rows due now (claimed too), in one purge. */
  async #attempt(payload: Payload, id: string, retryIn: (delayMs: number) => void): Promise<void> {
    const ids = [id]
    for (const other of await findDue(payload, EDGE_PURGES, MERGED, Date.now()))
      if (other !== id && (await claim(payload, EDGE_PURGES, other))) ids.push(other)
    const { docs } = await payload.find({
      collection: EDGE_PURGES,
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const rows: Row[] = docs
    if (rows.length === 0) return
    const tags = [...new Set(rows.flatMap(tagsOf))]
    const released = { deliveryLeaseUntil: null, deliveryLeaseOwner: null }
    const where = (once: boolean): Where => ({
      and: [{ id: { in: rows.map((row) => row.id) } }, { purgedOnce: once ? { equals: true } : { not_equals: true } }],
    })
    try {
      await this.#options.purger.purge(tags)
      this.stats.purges += 1
      log.info({ purger: this.name, tags }, '[edge] purged')
      await payload.delete({ collection: EDGE_PURGES, where: where(true), overrideAccess: true, depth: 0 })
      const settleAt = new Date(Date.now() + this.#options.settleMs).toISOString()
      await payload.update({
        collection: EDGE_PURGES,
        where: where(false),
        data: { ...released, purgedOnce: true, deliveryStatus: 'pending', deliveryDueAt: settleAt },
        overrideAccess: true,
        depth: 0,
      })
      retryIn(this.#options.settleMs)
    } catch (error) {
      const attempts = Math.max(...rows.map((row) => row.deliveryAttempts ?? 0)) + 1
      const { first, max } = this.#options.retryMs
      const delay = Math.min(max, first * 2 ** (attempts - 1))
      await payload.update({
        collection: EDGE_PURGES,
        where: { id: { in: rows.map((row) => row.id) } },
        data: {
          ...released,
          deliveryStatus: 'retrying',
          deliveryAttempts: attempts,
          lastDeliveryError: messageOf(error).slice(0, 500),
          deliveryDueAt: new Date(Date.now() + delay).toISOString(),
        },
        overrideAccess: true,
        depth: 0,
      })
      this.stats.failures += 1
      log.warn(
        { err: error, purger: this.name, tags: tags.length, attempt: attempts, retryInMs: delay },
        '[edge] purge failed; retrying',
      )
      retryIn(delay)
    }
  }
}
