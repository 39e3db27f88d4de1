import {
  BlockquoteFeature,
  BoldFeature,
  editorConfigFactory,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { Field, FieldHook, RichTextField } from 'payload'
import { richText } from 'payload/shared'

import { hasPicture } from '@/lib/html'
import { htmlToLexical } from '@/lib/post-body/from-html'
import { isLexicalDocument, picturesIn } from '@/lib/post-body/nodes'
import { PREVIEW_COLLECTIONS } from '@/lib/preview-paths'

/**
 * A post's body: Payload's rich-text editor (Lexical) with what the site's article style shows: headings h2-h4, bold,
 * italic, lists, links (to an address or to a page, post, case study or job of the site), quotes, and pictures from
 * Media through the Upload feature, each with an optional caption. A fixed toolbar gives every one a button.
 */
export const POST_BODY_FEATURES = [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  LinkFeature({ enabledCollections: [...PREVIEW_COLLECTIONS], maxDepth: 1 }),
  BlockquoteFeature(),
  UploadFeature({
    enabledCollections: ['media'],
    maxDepth: 1,
    collections: {
      media: {
        fields: [
          {
            name: 'caption',
            type: 'text',
            maxLength: 300,
            admin: { description: 'Optional: shown under the picture.' },
          },
        ],
      },
    },
  }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

/** Said when a body sent as HTML holds a picture: the editor's picture button is the way. */
export const BODY_PICTURE_REFUSED =
  'Pictures cannot go in the body as <img>: it would not be shown. Add the picture with the editor\'s picture button (or the "/" menu), or use "Cover".'

/** Said when a picture of the body is no longer in Media (deleted meanwhile, or an API client's wrong id). */
export const BODY_PICTURE_MISSING =
  'A picture in the body is not in Media (it may have been deleted): remove it from the body, or choose another.'

/** A body sent as HTML (an API client, the dataset) is stored as the document the editor would have made of it. */
const bodyFromHtml: FieldHook = ({ value, field }): unknown => {
  const sent: unknown = value
  if (typeof sent !== 'string' || field.type !== 'richText' || hasPicture(sent)) return sent
  return htmlToLexical(sent, [], editorConfigFactory.fromField({ field }))
}

export const postBodyField = (): RichTextField => ({
  name: 'body',
  label: 'Body',
  type: 'richText',
  editor: lexicalEditor({ features: POST_BODY_FEATURES }),
  hooks: { beforeValidate: [bodyFromHtml] },
  // Left a string by bodyFromHtml only when it holds a picture; anything else not a document is refused by name.
  validate: async (value, options) => {
    if (typeof value === 'string') return BODY_PICTURE_REFUSED
    if (value !== null && value !== undefined && !isLexicalDocument(value))
      return 'The body is not a rich-text document.'
    const ids = [...new Set(picturesIn(value).map((p) => p.picture))]
    if (ids.length) {
      const found = await options.req.payload.count({
        collection: 'media',
        where: { id: { in: ids } },
        overrideAccess: true,
        req: options.req,
      })
      if (found.totalDocs < ids.length) return BODY_PICTURE_MISSING
    }
    return richText(value, options)
  },
})

/**
 * The pictures the body shows, kept beside it by the server (never typed): the media deletion guard and the list of a
 * picture's users read them like any relationship, on the post and on each kept version.
 */
export const bodyPicturesField = (): Field => ({
  name: 'bodyPictures',
  label: 'Pictures in the body',
  type: 'array',
  admin: { hidden: true, readOnly: true },
  hooks: { beforeChange: [({ siblingData }) => picturesIn(siblingData.body)] },
  fields: [
    { name: 'picture', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 300 },
  ],
})
