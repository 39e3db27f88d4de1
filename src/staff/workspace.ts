import type { Field, Plugin } from 'payload'

import { canEditContent, hasRole } from '@/access'

/** What the content staff work on: out of the menu for the people who answer leads. */
const CONTENT = ['pages', 'pageContents', 'posts', 'caseStudies', 'jobs', 'media', 'redirects', 'siteSettings']
/**
 * Staff accounts and their security settings: an admin's work. Each person's own account stays at /build/account,
 * which Payload draws whether or not the collection is in the menu.
 */
const ADMIN_ONLY = ['users', 'staffSecurity']

/** The roles of the signed-in person as the admin's client holds them (typed loosely by Payload). */
const withRoles = (user: unknown) => ({
  roles:
    user && typeof user === 'object' && 'roles' in user && Array.isArray(user.roles)
      ? user.roles.filter((r) => typeof r === 'string')
      : [],
})

type Hidden<U> = boolean | ((args: { user: U }) => boolean) | undefined

function hiddenFor<U>(slug: string, own: Hidden<U>): Hidden<U> {
  const rule = CONTENT.includes(slug)
    ? (user: U) => !canEditContent(withRoles(user))
    : ADMIN_ONLY.includes(slug)
      ? (user: U) => !hasRole(withRoles(user), 'admin')
      : null
  if (!rule) return own
  return ({ user }) => rule(user) || (typeof own === 'function' ? own({ user }) : Boolean(own))
}

/** The object store's bookkeeping on an upload (the storage adapter's fields): out of the lists and their filters. */
const STORAGE_FIELDS = ['prefix', '_objectKey']
const outOfLists = (field: Field): Field =>
  field.type === 'text' && STORAGE_FIELDS.includes(field.name)
    ? { ...field, admin: { ...field.admin, disableListColumn: true, disableListFilter: true } }
    : field

/**
 * The workspace as each role meets it. The menu per role: a sales person sees the leads, the dashboard and their
 * account, an editor the content; only the menu, as the access rules (src/access) stay what allows or refuses a read or
 * a change. And no internal column in an upload's list (the media picker included). Last among the plugins, so the
 * collections and fields other plugins add (redirects, the storage adapter) are covered.
 */
export const staffWorkspace: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((c) => ({
    ...c,
    admin: { ...c.admin, hidden: hiddenFor(c.slug, c.admin?.hidden) },
    fields: c.upload ? c.fields.map(outOfLists) : c.fields,
  })),
  globals: config.globals?.map((g) => ({ ...g, admin: { ...g.admin, hidden: hiddenFor(g.slug, g.admin?.hidden) } })),
})
