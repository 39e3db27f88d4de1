import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

import type { Media, Post } from '@/payload-types'

/** A post's body as Payload's generated types read it. */
export type PostBodyDocument = NonNullable<Post['body']>

/**
 * A post's body is a Lexical document (Payload's rich text). Its pictures are upload nodes of the media collection,
 * each with an optional caption; free of Payload's server code so that the field's hooks and the page both read it.
 */
export type BodyPicture = { picture: number | string; caption: string | null }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Whether a value is a Lexical document (a root node with children), as stored and as read. */
export function isLexicalDocument(value: unknown): value is SerializedEditorState {
  return isRecord(value) && isRecord(value.root) && Array.isArray(value.root.children)
}

/** The id an upload node names: stored as the id, read as the populated document. */
export function uploadIdOf(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (isRecord(value) && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return null
}

/** A node as stored: its type and version, and whatever else its kind keeps. */
type StoredNode = SerializedLexicalNode & { [key: string]: unknown }

export type UploadNodeShape = StoredNode & {
  type: 'upload'
  relationTo: string
  value: unknown
  fields?: { caption?: unknown } | null
}

export function isUploadNode(node: unknown): node is UploadNodeShape {
  return isRecord(node) && node.type === 'upload' && typeof node.relationTo === 'string'
}

/** Every media picture the document shows, in its order, wherever it is nested. */
export function picturesIn(document: unknown): BodyPicture[] {
  if (!isLexicalDocument(document)) return []
  const found: BodyPicture[] = []
  const visit = (nodes: unknown[]) => {
    for (const node of nodes) {
      if (isUploadNode(node) && node.relationTo === 'media') {
        const picture = uploadIdOf(node.value)
        const caption = node.fields?.caption
        if (picture !== null) found.push({ picture, caption: typeof caption === 'string' && caption ? caption : null })
      } else if (isRecord(node) && Array.isArray(node.children)) visit(node.children)
    }
  }
  visit(document.root.children)
  return found
}

/** An upload node's picture as read: populated to the media document (not while it is only an id). */
export function isMedia(value: unknown): value is Media {
  return isRecord(value) && typeof value.id === 'number' && typeof value.updatedAt === 'string' && 'filename' in value
}

/** A document of these nodes, as the editor saves one. */
export function documentOf(children: SerializedLexicalNode[]): PostBodyDocument {
  return {
    root: { type: 'root', children, direction: children.length ? 'ltr' : null, format: '', indent: 0, version: 1 },
  }
}

/** A paragraph of plain text, as the editor saves one. */
export function paragraph(text: string): StoredNode {
  const words = { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }
  return { type: 'paragraph', version: 1, children: [words], direction: 'ltr', format: '', indent: 0, textFormat: 0 }
}

/** The node the editor's Upload feature writes for a media picture (version 3, with an id of its own). */
export function pictureNode({ picture, caption }: BodyPicture): UploadNodeShape {
  return {
    type: 'upload',
    version: 3,
    format: '',
    id: objectId(),
    relationTo: 'media',
    value: picture,
    fields: { caption },
  }
}

/** A 24-hex-digit id as Lexical gives its upload nodes (bson's ObjectId form: seconds, then randomness). */
function objectId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
  return (
    seconds + Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')
  )
}
