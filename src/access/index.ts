import type { Access, FieldAccess, Where } from 'payload'

/**
 * Staff roles, least privilege: admins do everything (staff accounts included), editors
 * edit content and media, sales handle leads, applications, CVs and privacy requests.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { roles?: readonly string[] | null } | null | undefined

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return Boolean(user?.roles?.some((r) => roles.some((wanted) => wanted === r)))
}

/** May this user read and handle personal data sent by visitors (leads, applications, CVs, privacy requests)? */
export const canHandleLeads = (user: MaybeUser): boolean => hasRole(user, 'admin', 'sales')

/** May this user edit the site's content and media? */
export const canEditContent = (user: MaybeUser): boolean => hasRole(user, 'admin', 'editor')

/** Any signed-in staff user. */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** Admins and sales: the visitors' personal data. */
export const leadStaff: Access = ({ req }) => canHandleLeads(req.user)

/** Admins and editors: content and media. */
export const contentStaff: Access = ({ req }) => canEditContent(req.user)

/** Staff with the admin role: user management only. */
export const adminsOnly: Access = ({ req }) => hasRole(req.user, 'admin')

export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** Who may open applicants' CVs (the files and their records): the one rule every CV download goes through. */
export const cvReaders: Access = ({ req }) => canHandleLeads(req.user)

/** Everyone may read. */
export const anyone: Access = () => true

const published: Where = { _status: { equals: 'published' } }

/** Visitors see published documents only; staff see drafts too. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : published)
