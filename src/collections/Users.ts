import type { CollectionConfig } from 'payload'
import { Forbidden } from 'payload'

import { adminsOnly, adminsOnlyField, staffOnly } from '@/access'
import { env } from '@/config/env'
import { ACCOUNT_LOCK, clearSignInFailures, guardSignIn } from '@/lib/limits/signin'
import { refuseRemovingLeadOwner, removeStaffEndpoint } from '@/staff/removal'

/** Nobody can make themselves staff from the internet: first-user screen only with ALLOW_FIRST_USER. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Staff' },
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
    afterLogin: [clearSignInFailures],
    beforeDelete: [refuseRemovingLeadOwner],
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
    { name: 'name', type: 'text', maxLength: 120 },
    {
      // Removing someone who owns leads says who takes them (src/staff/removal.ts).
      name: 'removal',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.id),
        components: { Field: '@/components/admin/RemoveStaff#RemoveStaff' },
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
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
