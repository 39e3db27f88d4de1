import {
  convertLexicalToHTML,
  defaultHTMLConverters,
  LinkHTMLConverter,
  type HTMLConverters,
} from '@payloadcms/richtext-lexical/html'
import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

import { isLexicalDocument, isUploadNode, isMedia, type UploadNodeShape } from '@/lib/post-body/nodes'
import { documentPath, PREVIEW_COLLECTIONS, type PreviewCollection } from '@/lib/preview-paths'
import { Html } from '@/components/ui/Html'
import { MediaImage, pictureOf } from '@/components/ui/MediaImage'

type Props = { body: unknown; className?: string }

const isPreviewCollection = (name: string): name is PreviewCollection =>
  PREVIEW_COLLECTIONS.some((collection) => collection === name)

/** A link to a document of the site goes to its address; one whose document cannot be read goes nowhere. */
const internalHref = ({
  linkNode,
}: {
  linkNode: { fields: { doc?: { relationTo: string; value: unknown } | null } }
}) => {
  const doc = linkNode.fields.doc
  const value = doc?.value
  if (!doc || !isPreviewCollection(doc.relationTo) || typeof value !== 'object' || value === null) return '#'
  return 'slug' in value && typeof value.slug === 'string' ? documentPath(doc.relationTo, value.slug) : '#'
}

/** Headings keep to the article's levels (h2-h4): the page's h1 is the post's title. */
const HEADING_TAGS = new Set(['h2', 'h3', 'h4'])

const converters: HTMLConverters = {
  ...defaultHTMLConverters,
  ...LinkHTMLConverter({ internalDocToHref: internalHref }),
  heading: ({ node, nodesToHTML }) => {
    const tag = HEADING_TAGS.has(node.tag) ? node.tag : node.tag === 'h1' ? 'h2' : 'h4'
    return `<${tag}>${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`
  },
  // Pictures are drawn by the page itself (below), never as HTML.
  upload: '',
}

type Part = { kind: 'html'; nodes: SerializedLexicalNode[] } | { kind: 'picture'; node: UploadNodeShape }

function partsOf(nodes: SerializedLexicalNode[]): Part[] {
  const parts: Part[] = []
  for (const node of nodes) {
    const last = parts.at(-1)
    if (isUploadNode(node)) parts.push({ kind: 'picture', node })
    else if (last?.kind === 'html') last.nodes.push(node)
    else parts.push({ kind: 'html', nodes: [node] })
  }
  return parts
}

/**
 * A post's body, the editor's Lexical document rendered on the server: its text as HTML through Payload's converters
 * and then the site's sanitizer (src/lib/html.ts, as every rich text), its pictures through the site's picture
 * component with their own alt text and their caption. Each stretch of text is a prose block of its own, so
 * `.prose`'s spacing holds inside it and between it and a picture. Nothing of the editor reaches the page's scripts.
 */
export function PostBody({ body, className }: Props) {
  if (!isLexicalDocument(body)) return null
  return (
    <div className={className}>
      {partsOf(body.root.children).map((part, i) => {
        if (part.kind === 'html') {
          const html = convertLexicalToHTML({
            converters,
            data: { root: { ...body.root, children: part.nodes } },
            disableContainer: true,
            disableIndent: true,
            disableTextAlign: true,
          })
          return <Html key={i} html={html} className="prose" />
        }
        const picture = part.node.value
        // A picture that cannot be shown (deleted, or not readable by a visitor) leaves no empty figure.
        if (part.node.relationTo !== 'media' || !isMedia(picture) || !pictureOf(picture)) return null
        const caption = part.node.fields?.caption
        return (
          <figure key={i} className="py-4">
            <MediaImage media={picture} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-2xl" />
            {typeof caption === 'string' && caption ? (
              <figcaption className="mt-3 text-base text-ink-muted">{caption}</figcaption>
            ) : null}
          </figure>
        )
      })}
    </div>
  )
}
