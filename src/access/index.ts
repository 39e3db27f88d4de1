import type { Access, FieldAccess, Where } from 'payload'

/** Any signed-in staff user. */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** Staff with the admin role: user management only. */
export const adminsOnly: Access = ({ req }) => Boolean(req.user?.roles?.includes('admin'))

export const adminsOnlyField: FieldAccess = ({ req }) => Boolean(req.user?.roles?.includes('admin'))

/** Who may open applicants' CVs (the files and their records): the one rule every CV download goes through. */
export const cvReaders: Access = ({ req }) => Boolean(req.user)

/** Everyone may read. */
export const anyone: Access = () => true

const published: Where = { _status: { equals: 'published' } }

/** Visitors see published documents only; staff see drafts too. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : published)
