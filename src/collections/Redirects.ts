import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type Field,
  type Plugin,
  type PayloadRequest,
} from 'payload'

import { anyone, contentStaff } from '@/access'
import type { Redirect } from '@/payload-types'
import { expireRedirects } from '@/publish/changes'
import { quietly } from '@/publish/moves'
import { chainOf, checkFrom, checkTo, normalizeFrom } from '@/publish/redirects'

/**
 * Payload's redirects plugin gives the collection (`from`, `to.url`, `type`: 301 or 302); we keep its fields but for
 * the document reference (`to.reference`): the proxy answers from a map of paths with no read per request, and a remote
 * site reads it over GraphQL, where a polymorphic reference is a union our remote source does not select. Renames
 * write the new path instead (src/publish/moves.ts), and chains are collapsed on save.
 */

type Stored = { id: number | string; from: string; to: string }

async function storedRedirects(req: PayloadRequest): Promise<Stored[]> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    select: { from: true, to: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((d) =>
    typeof d.from === 'string' && typeof d.to?.url === 'string' ? [{ id: d.id, from: d.from, to: d.to.url }] : [],
  )
}

/** A redirect leading to another redirect's `from` is stored with the final address; one leading back is refused. */
const collapseAndRefuseLoops: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  // Validation has required both; a save without them has nothing to collapse.
  const from = data.from
  const to = data.to?.url
  if (typeof from !== 'string' || typeof to !== 'string') return data
  const others = new Map(
    (await storedRedirects(req)).filter((r) => r.id !== originalDoc?.id).map((r) => [r.from, r.to] as const),
  )
  const { stops, loop } = chainOf(from, to, others)
  if (loop)
    throw new ValidationError({
      collection: 'redirects',
      errors: [
        {
          path: 'to.url',
          message: `This redirect would make a loop: ${[...stops, stops[0]].join(' → ')}. Point it to an address that does not lead back to ${from}.`,
        },
      ],
      req,
    })
  return { ...data, to: { ...data.to, url: stops[stops.length - 1] } }
}

/** Redirects that led to this one's `from` now lead where it does (A->B, then B->C: A->C); the map is read again. */
const collapseOthers: CollectionAfterChangeHook<Redirect> = async ({ context, doc, req }): Promise<unknown> => {
  const row = doc
  if (typeof row.from === 'string' && typeof row.to?.url === 'string') {
    const [from, to] = [row.from, row.to.url]
    await quietly(req, async (quiet) => {
      await req.payload.update({
        collection: 'redirects',
        where: { 'to.url': { equals: from } },
        data: { to: { url: to } },
        ...quiet,
      })
    })
  }
  if (!context.skipRevalidate) await expireRedirects(req)
  return doc
}

function fieldsOf(defaultFields: Field[]): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from')
      return {
        ...field,
        validate: (value: unknown) => checkFrom(value),
        hooks: { beforeValidate: [({ value }: { value?: unknown }) => normalizeFrom(value)] },
        admin: { description: 'The old address, a path on this site, e.g. /blog/old-post.' },
      } as Field
    if (field.name === 'to' && field.type === 'group')
      return {
        ...field,
        fields: [
          {
            name: 'url',
            type: 'text',
            label: 'To',
            required: true,
            validate: (value: unknown) => checkTo(value),
            hooks: {
              beforeValidate: [({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)],
            },
            admin: {
              description: 'A path on this site (/blog/new-post) or a full http:// or https:// address.',
            },
          },
        ],
      }
    return field
  })
}

export const redirects: Plugin = redirectsPlugin({
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    options: [
      { label: 'Permanent (301)', value: '301' },
      { label: 'Temporary (302)', value: '302' },
    ],
  },
  overrides: {
    admin: { group: 'Content', useAsTitle: 'from', defaultColumns: ['from', 'to.url', 'type', 'updatedAt'] },
    // Public: the proxy (and a remote site) reads the map as a visitor, and every redirect is visible by following it.
    access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
    hooks: {
      beforeChange: [collapseAndRefuseLoops],
      afterChange: [collapseOthers],
      afterDelete: [
        async ({ context, req }) => {
          if (!context.skipRevalidate) await expireRedirects(req)
        },
      ],
    },
    fields: ({ defaultFields }) => fieldsOf(defaultFields),
  },
})
