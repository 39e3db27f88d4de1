import { log } from '../log'
import type { Purger } from './purgers'

/**
 * Purging is one more consumer of the change path (src/lib/content/publish.ts): tags are queued there and sent here,
 * never on the request of the save that made them. At least once: a failed purge keeps its tags and is retried with
 * a growing delay (logged each time); tags waiting meanwhile are merged, so the backlog is bounded by the number of
 * distinct tags, and past `maxTags` the oldest are dropped with an error (those pages then live out their s-maxage).
 *
 * Each change is purged twice: at once, and again once every instance must have applied the expiry (the shared tag
 * times' re-read period): a shared cache refilled in between from an instance that had not yet heard of the change
 * would otherwise keep the old page for the whole s-maxage.
 */
export type PurgeQueueOptions = {
  purger: Purger
  /** The second purge, after every instance has applied the expiry. */
  settleMs: number
  maxTags?: number
  retryMs?: { first: number; max: number }
}

export class PurgeQueue {
  readonly #pending = new Set<string>()
  readonly #timers = new Set<NodeJS.Timeout>()
  readonly #options: Required<PurgeQueueOptions>
  #sending: Promise<void> | null = null
  #failures = 0
  #retry: NodeJS.Timeout | null = null
  #stopped = false
  /** Purge calls that succeeded and tags they carried, for the logs and tests. */
  readonly stats = { purges: 0, failures: 0, dropped: 0 }

  constructor(options: PurgeQueueOptions) {
    this.#options = { maxTags: 10_000, retryMs: { first: 1_000, max: 60_000 }, ...options }
  }

  get name(): string {
    return this.#options.purger.name
  }

  /** Tags waiting for a purge (sent or retried). */
  get backlog(): number {
    return this.#pending.size
  }

  enqueue(tags: readonly string[]): void {
    if (this.#stopped || tags.length === 0) return
    this.#add(tags)
    const settle = setTimeout(() => {
      this.#timers.delete(settle)
      this.#add(tags)
    }, this.#options.settleMs)
    settle.unref()
    this.#timers.add(settle)
  }

  /** Resolves once nothing is pending, sending or due for its second purge (tests). */
  async drained(): Promise<void> {
    while (this.#pending.size > 0 || this.#sending || this.#timers.size > 0)
      await new Promise((resolve) => setTimeout(resolve, 20))
  }

  stop(): void {
    this.#stopped = true
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
    if (this.#retry) clearTimeout(this.#retry)
  }

  #add(tags: readonly string[]): void {
    for (const tag of tags) {
      this.#pending.delete(tag)
      this.#pending.add(tag)
    }
    const over = this.#pending.size - this.#options.maxTags
    if (over > 0) {
      const dropped = [...this.#pending].slice(0, over)
      for (const tag of dropped) this.#pending.delete(tag)
      this.stats.dropped += over
      log.error(
        { purger: this.name, dropped: over, sample: dropped.slice(0, 5) },
        '[edge] purge backlog full: the oldest tags are dropped, their pages stay cached until their s-maxage',
      )
    }
    this.#kick()
  }

  #kick(): void {
    if (this.#sending || this.#retry || this.#stopped || this.#pending.size === 0) return
    this.#sending = this.#send().finally(() => {
      this.#sending = null
      this.#kick()
    })
  }

  async #send(): Promise<void> {
    const tags = [...this.#pending]
    this.#pending.clear()
    try {
      await this.#options.purger.purge(tags)
      this.stats.purges += 1
      this.#failures = 0
      log.info({ purger: this.name, tags }, '[edge] purged')
    } catch (error) {
      this.stats.failures += 1
      this.#failures += 1
      // Put back in front of anything queued meanwhile, unless already there.
      const queued = [...this.#pending]
      this.#pending.clear()
      for (const tag of [...tags, ...queued]) this.#pending.add(tag)
      const { first, max } = this.#options.retryMs
      const delay = Math.min(max, first * 2 ** (this.#failures - 1))
      log.warn(
        { err: error, purger: this.name, tags: tags.length, attempt: this.#failures, retryInMs: delay },
        '[edge] purge failed; retrying',
      )
      this.#retry = setTimeout(() => {
        this.#retry = null
        this.#kick()
      }, delay)
      this.#retry.unref()
    }
  }
}
