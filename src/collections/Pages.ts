import type { CollectionConfig, Field, FieldHook, UploadFieldSingleValidation, Where } from 'payload'
import { upload } from 'payload/shared'

import { contentStaff, publishedOrStaff } from '@/access'
import { changePathHooks } from '@/publish/changes'
import { DRAFTS_WITH_AUTOSAVE, previewUrl } from '@/lib/preview-paths'
import { PAGE_FORMS, PAGE_LISTINGS, PAGE_CONTENT_TYPES } from '@/content-model'
import { SECTION_HEADINGS } from '@/sections/registry'
import { htmlField, slugField } from './fields'

/** SPEC.md section 2. */
const sectionHeading = (prefix: string, label: string, withDescription = true): Field[] => [
  { name: `${prefix}Title`, label: `${label} title`, type: 'text', maxLength: 200 },
  ...(withDescription ? [htmlField(`${prefix}Description`, `${label} description`)] : []),
]

/** A page's banner picture is its own: publishing one another published page shows is refused, naming that page. */
const ownBannerPicture: UploadFieldSingleValidation = async (value, options) => {
  const base = await upload(value, options)
  if (base !== true || value === null || value === undefined) return base
  const picture = typeof value === 'object' && 'id' in value ? value.id : value
  const where: Where = { bannerImage: { equals: picture } }
  const others = options.id === undefined ? where : { and: [where, { id: { not_equals: options.id } }] }
  const { docs } = await options.req.payload.find({
    collection: 'pages',
    where: others,
    limit: 1,
    depth: 0,
    req: options.req,
  })
  return docs[0] ? `The page "${docs[0].name}" shows this picture already: choose another.` : true
}

/** Pages outside the menu are placed from here on, after every menu position. */
export const FIRST_PLACE_OUTSIDE_MENU = 100

/**
 * Every page has a place in the site's order, so the Pages list opens on the menu's pages, in the menu's order, and
 * the rest after them: a page saved without one (new, or its place cleared) goes last.
 */
const placeLast: FieldHook = async ({ value, req }) => {
  if (typeof value === 'number') return value
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { order: { exists: true } },
    sort: '-order',
    limit: 1,
    depth: 0,
    draft: true,
    select: { order: true },
    req,
  })
  return Math.max(FIRST_PLACE_OUTSIDE_MENU - 1, docs[0]?.order ?? 0) + 1
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'order', 'showInHeader', '_status'],
    group: 'Content',
    preview: (doc) => previewUrl('pages', typeof doc?.slug === 'string' ? doc.slug : ''),
  },
  access: { read: publishedOrStaff, create: contentStaff, update: contentStaff, delete: contentStaff },
  versions: DRAFTS_WITH_AUTOSAVE,
  defaultSort: 'order',
  hooks: changePathHooks('pages'),
  graphQL: { singularName: 'Page', pluralName: 'Pages' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'Shown in the browser tab and search results.' },
    },
    { name: 'name', type: 'text', required: true, maxLength: 60, admin: { description: 'Menu label.' } },
    slugField({ from: 'name' }),
    {
      name: 'order',
      label: 'Place',
      type: 'number',
      hooks: { beforeChange: [placeLast] },
      admin: {
        position: 'sidebar',
        description: `The page's place in the menu and in this list (1 = first). Left empty, the page goes last (from ${FIRST_PLACE_OUTSIDE_MENU} on, after the menu's pages).`,
      },
    },
    {
      name: 'showInHeader',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', components: { Cell: '@/components/admin/YesNoCell#YesNoCell' } },
    },
    { name: 'showInFooter', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'showPriceGuide',
      label: 'Show the price guide',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Beside the quote action or form (the prices are edited in Site settings → Price guide).',
      },
    },
    {
      name: 'noindex',
      type: 'checkbox',
      defaultValue: false,
      label: 'Hide from search engines',
      admin: { position: 'sidebar', description: 'Marks the page noindex and leaves it out of the sitemap.' },
    },
    {
      name: 'headerType',
      type: 'select',
      defaultValue: 'Header',
      options: ['Header', 'Header2'],
      admin: { position: 'sidebar', description: 'Header2 shows only the logo, phone and e-mail.' },
    },
    {
      name: 'shortDescription',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'Meta description (about 150 characters).' },
    },
    { name: 'keywords', type: 'text', hasMany: true, maxLength: 80 },
    {
      type: 'collapsible',
      label: 'Banner',
      fields: [
        {
          name: 'bannerImage',
          type: 'upload',
          relationTo: 'media',
          validate: ownBannerPicture,
          admin: {
            description: 'The picture beside the heading, one of its own per page (a drawing is shown without one).',
          },
        },
        {
          name: 'banner',
          type: 'text',
          maxLength: 500,
          admin: { description: 'A banner image URL of the content model; not shown (use Banner image).' },
        },
        { name: 'bannerTitle', type: 'text', maxLength: 200 },
        htmlField('bannerDescription', 'Banner description'),
        { name: 'bannerUrl', type: 'text', maxLength: 500, admin: { description: 'Call-to-action link.' } },
        { name: 'bannerCta', type: 'text', maxLength: 60, admin: { description: 'Call-to-action label.' } },
        {
          name: 'pagesRef',
          type: 'array',
          maxRows: 12,
          fields: [
            { name: 'bannerAlt', type: 'text', maxLength: 300 },
            { name: 'bannerTitle', type: 'text', maxLength: 200 },
            { name: 'bannerUrl', type: 'text', maxLength: 500 },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Section headings',
      admin: { initCollapsed: true },
      fields: [
        // Each section folder declares its heading fields (src/sections/registry.ts); Our Insights and the form are
        // page-level.
        ...SECTION_HEADINGS.flatMap((h) => sectionHeading(h.prefix, h.label, h.withDescription !== false)),
        ...sectionHeading('blogs', 'Our Insights'),
        ...sectionHeading('form', 'Form'),
        {
          name: 'sectionIntros',
          type: 'array',
          admin: { description: 'Headings for other groups of page contents (Summary, Growth, Reviews ...).' },
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              options: PAGE_CONTENT_TYPES.map((t) => ({ label: t, value: t })),
            },
            { name: 'title', type: 'text', required: true, maxLength: 200 },
            { name: 'description', type: 'textarea', maxLength: 2000 },
          ],
        },
      ],
    },
    {
      name: 'listing',
      type: 'select',
      options: [...PAGE_LISTINGS],
      admin: { position: 'sidebar', description: 'A list of documents shown on this page.' },
    },
    {
      name: 'form',
      type: 'select',
      options: [...PAGE_FORMS],
      admin: { position: 'sidebar', description: 'The form this page carries.' },
    },
    {
      name: 'metaData',
      type: 'group',
      fields: [
        { name: 'Type', type: 'text', defaultValue: 'website', maxLength: 40 },
        { name: 'Url', type: 'text', maxLength: 500 },
        { name: 'Locale', type: 'text', defaultValue: 'en_US', maxLength: 20 },
        { name: 'Site_name', type: 'text', maxLength: 120 },
        { name: 'twitter_card', type: 'text', defaultValue: 'summary_large_image', maxLength: 40 },
        { name: 'twitter_site', type: 'text', maxLength: 60 },
      ],
    },
    {
      name: 'pageContents',
      type: 'relationship',
      relationTo: 'pageContents',
      hasMany: true,
      admin: { description: 'Section items shown on this page, in order.' },
    },
  ],
}
