import { z } from 'zod'

/**
 * Who a Payload sign-in token belongs to, as Payload itself says: GET /api/users/me on the
 * site's own server with `Authorization: JWT <token>` (Payload's REST and GraphQL sign-in
 * give the same token). The socket server (src/publish/live/socket.ts) runs beside Next.js, not
 * inside it, so it asks Payload over loopback instead of verifying tokens itself.
 */
export type StaffUser = { id: string | number; roles: string[] }

const me = z.object({
  user: z.object({ id: z.union([z.string(), z.number()]), roles: z.array(z.string()).nullish() }).nullable(),
})

export function staffByToken(origin: string): (token: string) => Promise<StaffUser | null> {
  const url = new URL('/api/users/me', origin)
  return async (token) => {
    const res = await fetch(url, { headers: { authorization: `JWT ${token}` }, signal: AbortSignal.timeout(5_000) })
    if (!res.ok) return null
    const parsed = me.safeParse(await res.json())
    const user = parsed.success ? parsed.data.user : null
    return user ? { id: user.id, roles: user.roles ?? [] } : null
  }
}
