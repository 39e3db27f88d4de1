import type { CollectionConfig } from 'payload'
import { Forbidden } from 'payload'

import { adminsOnly, adminsOnlyField, staffOnly } from '@/access'
import { env } from '@/config/env'

/**
 * Staff accounts. Nobody can make themselves staff from the internet: a user is created
 * by an admin, by the seed (ADMIN_EMAIL/ADMIN_PASSWORD), or through the first-user
 * screen only when ALLOW_FIRST_USER is on (always on outside production).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Staff' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
  },
  access: {
    read: staffOnly,
    create: adminsOnly,
    update: ({ req, id }) => Boolean(req.user?.roles?.includes('admin') || (req.user && req.user.id === id)),
    delete: adminsOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
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
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Admin (manages staff accounts)', value: 'admin' },
        { label: 'Editor (content and leads)', value: 'editor' },
      ],
      access: { update: adminsOnlyField, create: adminsOnlyField },
      saveToJWT: true,
    },
  ],
}
