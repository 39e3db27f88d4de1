import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { withFallback } from './fallback'

export type ContentSource = Pick<Payload, 'find' | 'findGlobal' | 'auth'>

/** Each source's reads keep their last good answer for when it cannot be reached (fallback.ts). */
const kept = new WeakMap<object, ContentSource>()
const withKept = (source: ContentSource): ContentSource => {
  let wrapped = kept.get(source)
  if (!wrapped) kept.set(source, (wrapped = withFallback(source)))
  return wrapped
}

/** Free of `server-only` so that the proxy (its list of public paths) can use it too. */
export const contentSource = async (): Promise<ContentSource> => {
  const url = process.env.CONTENT_GRAPHQL_URL?.trim()
  // Loaded only in remote mode: its GraphQL client is not needed otherwise.
  if (url) return withKept((await import('./remote')).remoteSource(url) as unknown as ContentSource)
  return withKept(await getPayload({ config }))
}
