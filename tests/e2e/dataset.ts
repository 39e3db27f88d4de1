import { loadDataset, type Dataset } from '../../src/seed/dataset'

/** The routes and copy the tests expect come from the content dataset itself, not from a copy of it. */
export const datasetPromise: Promise<Dataset> = loadDataset()

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@northgrid.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
}

/** HTML-escaped text as React renders it, to look for copy in a raw response body. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
