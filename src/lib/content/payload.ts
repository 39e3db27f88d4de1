import 'server-only'

import { contentSource, type ContentSource } from './source'

export type { ContentSource }

/**
 * The CMS the content layer reads: the embedded one, or with CONTENT_GRAPHQL_URL another
 * instance of this application through its GraphQL API (source.ts, remote.ts). Only
 * src/lib/content talks to it.
 */
export const cms = (): Promise<ContentSource> => contentSource()
