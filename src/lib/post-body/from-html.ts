import {
  convertHTMLToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'

import { splitBody } from '@/lib/body-pictures'
import { sanitize } from '@/lib/html'
import { documentOf, pictureNode, type BodyPicture, type PostBodyDocument } from './nodes'

/**
 * A body written as simple HTML (the dataset's posts, a stored body from before the rich-text editor, an API client
 * sending HTML) as the Lexical document the editor edits. The HTML goes through the site's sanitizer first, so the
 * document holds what visitors were shown and nothing more; "[picture N]" lines become the Nth picture's upload node
 * with its caption, and pictures no line placed follow the text, as the site showed them.
 */
export function htmlToLexical(
  html: string | null | undefined,
  pictures: { picture: BodyPicture['picture'] | null; caption: string | null }[],
  editorConfig: SanitizedServerEditorConfig,
): PostBodyDocument {
  const children: SerializedLexicalNode[] = []
  for (const part of splitBody(html, pictures.length)) {
    if (part.kind === 'picture') {
      // A picture deleted from Media since (its row's reference emptied) showed nothing, and is left out.
      const { picture, caption } = pictures[part.index]
      if (picture !== null) children.push(pictureNode({ picture, caption }))
      continue
    }
    const clean = sanitize(part.html)
    if (clean.trim()) children.push(...convertHTMLToLexical({ editorConfig, html: clean, JSDOM }).root.children)
  }
  return documentOf(children)
}

/** The editor's configuration of a post's body, as Payload sanitized it (its nodes are what HTML converts into). */
export function postBodyEditorConfig(payload: Payload): SanitizedServerEditorConfig {
  const field = payload.collections.posts.config.flattenedFields.find((f) => f.name === 'body')
  if (field?.type !== 'richText') throw new Error('posts.body is not a rich-text field')
  return editorConfigFactory.fromField({ field })
}
