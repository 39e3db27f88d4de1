import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export type ContentSource = Pick<Payload, 'find' | 'findGlobal' | 'auth'>

/** Free of `server-only` so that the proxy (its list of public paths) can use it too. */
export const contentSource = async (): Promise<ContentSource> => {
  const url = process.env.CONTENT_GRAPHQL_URL?.trim()
  // Loaded only in remote mode: its GraphQL client is not needed otherwise.
  if (url) return (await import('./remote')).remoteSource(url) as unknown as ContentSource
  return getPayload({ config })
}
