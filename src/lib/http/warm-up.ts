/**
 * An instance's first render of each page is the slow one (its route's code is loaded then): on a busy machine it
 * made the instance's own /readyz checks wait past a front's 3 s limit, taking it out of rotation while the others
 * restarted. server.ts renders these pages once, on itself, before /readyz says ready.
 */
export const WARM_UP_PAGES: readonly string[] = ['/', '/blog', '/services', '/contact-us', '/jobs', '/about-us']

/** Past this, the instance says ready whatever is left: a slow content source must not keep it out for good. */
export const WARM_UP_LIMIT_MS = 30_000

export type WarmUpResult = {
  /** Each page's status, or why it has none (an error, or the limit reached before it). */
  pages: Record<string, number | string>
  ms: number
  /** Every page answered below 400. */
  ok: boolean
}

/** One page after another (a restart is when the machine is busiest), each within what is left of the limit. */
export async function warmUp(
  get: (page: string, timeoutMs: number) => Promise<number>,
  pages: readonly string[] = WARM_UP_PAGES,
  limitMs: number = WARM_UP_LIMIT_MS,
): Promise<WarmUpResult> {
  const start = Date.now()
  const result: WarmUpResult = { pages: {}, ms: 0, ok: true }
  for (const page of pages) {
    const left = limitMs - (Date.now() - start)
    if (left <= 0) {
      result.pages[page] = 'not tried: limit reached'
      result.ok = false
      continue
    }
    try {
      const status = await get(page, left)
      result.pages[page] = status
      if (status >= 400) result.ok = false
    } catch (error) {
      result.pages[page] = error instanceof Error ? error.message : String(error)
      result.ok = false
    }
  }
  result.ms = Date.now() - start
  return result
}
