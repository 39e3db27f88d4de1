import type { Payload } from 'payload'

import type { Role } from '@/access'
import type { User } from '@/payload-types'

/** Staff accounts for integration tests, made through Payload's Local API as the seed makes them. */
export type StaffAccount = { id: number; user: User; email: string; password: string }
export type StaffPerson = StaffAccount & { token: string }

let made = 0

/** A new staff account with `roles`, not signed in (for tests of the sign-in itself). */
export async function staffAccount(payload: Payload, roles: Role[], name?: string): Promise<StaffAccount> {
  made += 1
  const unique = `${Date.now().toString(36)}-${process.pid}-${made}`
  const email = `${roles.join('-')}-${unique}@staff.example`
  const password = `staff-password-${unique}`
  // As the seed creates staff: a user created without one signed in would be made the first admin.
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name, roles },
    context: { seeding: true },
  })
  return { id: user.id, user, email, password }
}

/** A new staff account with `roles`, signed in through the Local API: `token` goes in `Authorization: JWT …`. */
export async function staffPerson(payload: Payload, roles: Role[], name?: string): Promise<StaffPerson> {
  const account = await staffAccount(payload, roles, name)
  const { token } = await payload.login({
    collection: 'users',
    data: { email: account.email, password: account.password },
  })
  if (!token) throw new Error(`no token for ${account.email}`)
  return { ...account, token }
}
