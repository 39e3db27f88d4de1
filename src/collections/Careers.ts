import type { CollectionBeforeOperationHook, CollectionConfig, PayloadRequest, TypeWithID } from 'payload'
import { APIError } from 'payload'

import { cvReaders, leadStaff } from '@/access'
import { CV_MIME_TYPES, identifyCv, originalName } from '@/careers/cv'
import { applicationPlan } from '@/careers/delivery'
import { env } from '@/config/env'
import { APPLICATION, APPLICATION_STAGES } from '@/forms/definitions'
import { DELIVERY_FIELDS, deliveredBy } from '@/leads/delivery/collection'
import { exportCsvEndpoint } from '@/leads/export'
import { recordDetailRead, recordStaffAccess } from '@/staff/access-log'
import { toField } from './Leads'

/** Every CV download, recorded; returns nothing so the next handler (or Payload's own) serves the file. */
const recordCvDownload = async (
  req: PayloadRequest,
  { doc, params }: { doc?: TypeWithID; params: { filename: string } },
) => {
  // Payload passes the document only when read access is a query; for staff (access `true`) it is looked up by name.
  const id =
    doc?.id ??
    (
      await req.payload.db.findOne<TypeWithID>({
        collection: 'cvs',
        where: { filename: { equals: params.filename } },
        req,
      })
    )?.id
  await recordStaffAccess(req, { action: 'download', resource: 'cvs', documentId: id, detail: params.filename })
}

/** Every CV upload, from the Apply form or from staff, is checked by its bytes and named for what it is. */
const checkCv: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const verdict = await identifyCv(req.file.data)
    if (!verdict.ok) throw new APIError(verdict.message, 400, undefined, true)
    const name = originalName(req.file.name)
    req.file.mimetype = verdict.mime
    req.file.name = `cv-${crypto.randomUUID()}.${verdict.ext}`
    const data: Record<string, unknown> = { ...args.data }
    args.data = Object.assign({}, args.data, {
      originalName: typeof data.originalName === 'string' ? data.originalName : name,
    })
  }
  return args
}

/**
 * Payload serves /api/cvs/file/{name} only after read access allows it; the folder is outside anything served
 * statically, and a download is always an attachment the browser must not sniff or render.
 */
export const Cvs: CollectionConfig = {
  slug: 'cvs',
  labels: { singular: 'CV', plural: 'CVs' },
  admin: {
    group: 'Careers',
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'mimeType', 'filesize', 'createdAt'],
    description: 'The CVs sent with job applications. Only staff can open them.',
  },
  access: { read: cvReaders, create: leadStaff, update: leadStaff, delete: leadStaff },
  hooks: { beforeOperation: [checkCv], afterOperation: [recordDetailRead] },
  upload: {
    staticDir: env().cvDir,
    // Payload sniffs the bytes against these too; a DOC is detected as a Compound File (x-cfb).
    mimeTypes: [...CV_MIME_TYPES, 'application/x-cfb'],
    crop: false,
    focalPoint: false,
    // Runs after Payload's read access check and before the file is served (here or by the object store's handler).
    handlers: [recordCvDownload],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [
    { name: 'originalName', label: 'File name as sent', type: 'text', maxLength: 255, admin: { readOnly: true } },
    // The applicant's address: a privacy request finds and deletes the file by it, even one whose application is gone.
    { name: 'email', label: 'Applicant e-mail', type: 'email', index: true, admin: { readOnly: true } },
  ],
}

export const JobApplications: CollectionConfig = {
  slug: 'jobApplications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: {
    group: 'Careers',
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'stage', 'email', 'createdAt'],
    listSearchableFields: ['name', 'email', 'position'],
    description: 'Sent from the Apply form on job pages and the internship page.',
    components: {
      beforeListTable: [
        {
          path: '@/components/admin/ExportCsvLink#ExportCsvLink',
          clientProps: { href: '/api/jobApplications/export.csv' },
        },
      ],
    },
  },
  access: { create: () => false, read: leadStaff, update: leadStaff, delete: leadStaff },
  defaultSort: '-createdAt',
  endpoints: [
    exportCsvEndpoint('jobApplications', [
      'position',
      'positionPath',
      'stage',
      ...APPLICATION.fields.map((f) => f.name),
      'cv',
    ]),
  ],
  hooks: { ...deliveredBy('jobApplications', applicationPlan), afterOperation: [recordDetailRead] },
  fields: [
    {
      name: 'stage',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: APPLICATION_STAGES.map((s) => ({ ...s })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'position',
      label: 'Applied for',
      type: 'text',
      required: true,
      maxLength: 200,
      access: { update: () => false },
    },
    { name: 'positionPath', label: 'Page of the position', type: 'text', maxLength: 300, admin: { readOnly: true } },
    ...APPLICATION.fields.map((f) => toField(f)),
    { name: 'cv', label: 'CV', type: 'upload', relationTo: 'cvs', required: true, access: { update: () => false } },
    {
      name: 'sourcePage',
      label: 'Sent from page',
      type: 'text',
      maxLength: 300,
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...DELIVERY_FIELDS,
  ],
}
