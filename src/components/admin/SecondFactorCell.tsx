import type { Payload } from 'payload'

import { PASSKEYS_SLUG, type FactorUser } from '@/staff/second-factor/state'

/** What a staff account's second factor is, in words: the secret itself is never read into the list's rows. */
export async function secondFactorInWords(payload: Payload, id: number | string): Promise<string> {
  const [account, passkeys] = await Promise.all([
    payload.db.findOne<FactorUser>({ collection: 'users', where: { id: { equals: id } } }),
    payload.count({ collection: PASSKEYS_SLUG, where: { user: { equals: id } }, overrideAccess: true }),
  ])
  const factors = [
    ...(passkeys.totalDocs > 0 ? [passkeys.totalDocs > 1 ? `${passkeys.totalDocs} passkeys` : 'Passkey'] : []),
    ...(account?.totpSecret ? ['Authenticator app'] : []),
  ]
  return factors.length === 0 ? 'None' : factors.join(' and ')
}

/** The Users list's "Second factor" column (a server cell: the list's rows carry no factor). */
export async function SecondFactorCell({ payload, rowData }: { payload: Payload; rowData?: { id?: unknown } }) {
  const id = rowData?.id
  if (typeof id !== 'number' && typeof id !== 'string') return null
  return <span>{await secondFactorInWords(payload, id)}</span>
}
