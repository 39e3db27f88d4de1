import type { Payload } from 'payload'
import { cache } from 'react'

type Person = { id?: unknown; name?: string | null; email?: string | null }
type Props = { cellData?: unknown; payload: Payload }

// One read per owner per request, however many rows they own.
const staffName = cache(async (payload: Payload, id: string | number): Promise<string | null> => {
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return user ? user.name?.trim() || user.email : null
})

/** A lead's owner in the list, by name (else e-mail), rather than the account's e-mail Payload shows by default. */
export async function OwnerCell({ cellData, payload }: Props) {
  if (cellData === null || cellData === undefined || cellData === '') return <span>Unassigned</span>
  const person = typeof cellData === 'object' ? (cellData as Person) : null
  const name =
    person?.name?.trim() ||
    (typeof cellData === 'number' || typeof cellData === 'string' ? await staffName(payload, cellData) : null) ||
    person?.email
  return <span>{name ?? 'A removed account'}</span>
}
