import type { CollectionConfig } from 'payload'
import { Forbidden } from 'payload'

import { adminsOnly, adminsOnlyField, staffOnly } from '@/access'
import { env } from '@/config/env'
import type { User } from '@/payload-types'
import { ACCOUNT_LOCK, clearSignInFailures, guardSignIn } from '@/lib/limits/signin'
import { refuseRemovingLeadOwner, removeStaffEndpoint } from '@/staff/removal'
import { secondFactorEndpoints } from '@/staff/second-factor/endpoints'
import { passkeyEndpoints } from '@/staff/second-factor/passkeys'
import {
  findStaff,
  hasSecondFactor,
  holdUntilSecondFactor,
  PASSKEYS_SLUG,
  saveStaff,
  sayWhatIsOwed,
  secondFactorRequired,
} from '@/staff/second-factor/state'

/** Second-factor secrets: never in an answer, never written through the API (src/staff/second-factor). */
const secret = {
  hidden: true,
  access: { read: () => false, create: () => false, update: () => false },
} as const

const emailOf = (doc: unknown) =>
  doc && typeof doc === 'object' && 'email' in doc && typeof doc.email === 'string' ? doc.email : undefined

/** The title every account has: its name, else its e-mail; an update that does not send a name keeps the stored one. */
function nameOrEmail(value: unknown, operation: string | undefined, data: unknown, stored: unknown) {
  if (typeof value === 'string' && value.trim()) return value.trim()
  if (value === undefined && operation !== 'create') return value
  return emailOf(data) ?? emailOf(stored) ?? value
}

/** Nobody can make themselves staff from the internet: first-user screen only with ALLOW_FIRST_USER. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    // Owners, note authors and filters read as people; an account without a name shows its e-mail (below).
    useAsTitle: 'name',
    // Found by either: the title alone would stop a search by e-mail (the list's and an owner picker's).
    listSearchableFields: ['name', 'email'],
    group: 'Staff',
    defaultColumns: ['name', 'email', 'roles', 'secondFactor'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // One client is stopped (429) long before this: src/lib/limits/signin.ts.
    maxLoginAttempts: ACCOUNT_LOCK.maxLoginAttempts,
    lockTime: ACCOUNT_LOCK.lockTimeMs,
  },
  // E-mail verification is off, yet Payload still routes POST /api/users/verify/{token} to its
  // verify operation, which fails on the missing token field (a 500). Answered here first.
  endpoints: [
    {
      path: '/verify/:token',
      method: 'post',
      handler: () => Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 }),
    },
    removeStaffEndpoint,
    ...secondFactorEndpoints,
    ...passkeyEndpoints,
  ],
  access: {
    read: staffOnly,
    create: adminsOnly,
    update: ({ req, id }) => Boolean(req.user?.roles?.includes('admin') || (req.user && req.user.id === id)),
    delete: adminsOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [guardSignIn],
    afterLogin: [clearSignInFailures, holdUntilSecondFactor],
    afterOperation: [sayWhatIsOwed],
    beforeDelete: [
      refuseRemovingLeadOwner,
      // Within the deletion's transaction: its passkeys go with it (their user column cannot be empty).
      async ({ id, req }) => {
        await req.payload.delete({
          collection: PASSKEYS_SLUG,
          where: { user: { equals: id } },
          overrideAccess: true,
          req,
        })
      },
    ],
    afterChange: [
      // Given a role that reads personal data while a second factor is required: enrol at the next sign-in.
      async ({ doc, operation, req }) => {
        const account = doc as User
        if (operation !== 'update' || !(await secondFactorRequired(req, account))) return
        const user = await findStaff(req, account.id)
        if (user?.sessions?.length && !(await hasSecondFactor(req, user)))
          await saveStaff(req, account.id, { sessions: [] })
      },
    ],
    beforeChange: [
      ({ operation, req, context, data }) => {
        if (operation !== 'create' || req.user || context.seeding) return data
        if (!env().allowFirstUser) throw new Forbidden(req.t)
        // The very first account opened from the first-user screen administers the site.
        return { ...data, roles: ['admin'] }
      },
    ],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: 120,
      admin: { description: 'How colleagues see this account in lists and filters. Left empty, its e-mail address.' },
      hooks: {
        beforeValidate: [({ value, data, originalDoc, operation }) => nameOrEmail(value, operation, data, originalDoc)],
      },
    },
    {
      // Passkeys, the authenticator app and recovery codes of one's own account; an admin's reset of another's.
      name: 'secondFactor',
      type: 'ui',
      label: 'Second factor',
      admin: {
        components: {
          Field: '@/components/admin/AccountSecurity#AccountSecurity',
          Cell: '@/components/admin/SecondFactorCell#SecondFactorCell',
        },
      },
    },
    { name: 'totpSecret', type: 'text', ...secret },
    { name: 'totpPendingSecret', type: 'text', ...secret },
    { name: 'totpLastStep', type: 'number', ...secret },
    { name: 'recoveryCodes', type: 'json', ...secret },
    { name: 'pendingSessions', type: 'json', ...secret },
    {
      // Removing someone who owns leads says who takes them (src/staff/removal.ts).
      name: 'removal',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        condition: (data) => Boolean(data?.id),
        components: { Field: '@/components/admin/RemoveStaff#RemoveStaff' },
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      // Chosen, never assumed: an account starts with no role, and is not created until one is picked.
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 0
          ? true
          : 'Choose at least one role: Admin, Editor or Sales. A new account has none until one is picked.',
      // Roles have no order: their chips are not drag handles.
      admin: { description: 'What this person may do. Pick at least one; nothing is assumed.', isSortable: false },
      options: [
        { label: 'Admin (everything, staff accounts)', value: 'admin' },
        { label: 'Editor (content and media)', value: 'editor' },
        { label: 'Sales (leads, applications, CVs, privacy requests)', value: 'sales' },
      ],
      access: { update: adminsOnlyField, create: adminsOnlyField },
      saveToJWT: true,
    },
  ],
}
