import type { IncomingMessage, ServerResponse } from 'node:http'

/** How much of a body still arriving after its answer is read and dropped, and for how long. */
export const LINGER = { maxBytes: 16 * 1024 * 1024, maxMs: 5_000 } as const

/**
 * An answer sent before its request's body has all arrived: a 413 for an oversize upload,
 * decided from Content-Length or after the first bytes past the limit.
 *
 * Left to itself, Node either closes the socket at once (the client, still sending, meets
 * a reset and may never read the 413 and its message) or keeps feeding the rest of the
 * body into Next.js's request stream, which buffers it without bound. Instead, what still
 * comes is read and dropped, up to `maxBytes` and for `maxMs`, and only then is the
 * connection closed: a lingering close, as nginx does. Hand-written: Node has no option
 * for it.
 */
export function lingerAfterEarlyAnswer(request: IncomingMessage, response: ServerResponse, limits: { maxBytes: number; maxMs: number } = LINGER): void {
  response.once('finish', () => {
    if (request.complete || request.destroyed) return
    let dropped = 0
    const stop = () => {
      clearTimeout(timer)
      request.off('data', count)
      request.socket.destroy()
    }
    const count = (chunk: Buffer) => {
      dropped += chunk.byteLength
      if (dropped > limits.maxBytes) stop()
    }
    const timer = setTimeout(stop, limits.maxMs)
    timer.unref()
    request.on('data', count)
    request.once('end', () => {
      clearTimeout(timer)
      request.off('data', count)
    })
    request.once('close', () => clearTimeout(timer))
  })
}
