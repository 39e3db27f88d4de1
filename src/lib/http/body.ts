export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false }

/**
 * Hand-written: the Fetch API has no size limit. It stops reading without cancelling the stream (Next.js's adapter
 * would throw); the oversize answer's `Connection: close` leaves the rest of the upload unread.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      reader.releaseLock()
      return { ok: false }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}
