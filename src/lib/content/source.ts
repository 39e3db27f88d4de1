import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** What the content layer reads with: the part of Payload's Local API it uses. */
export type ContentSource = Pick<Payload, 'find' | 'findGlobal' | 'auth'>

/**
 * The CMS the content reads go to: the embedded one (Local API), or with
 * CONTENT_GRAPHQL_URL set, another instance of this application through its GraphQL API
 * (remote.ts), answering in the same shapes. Free of `server-only` so that the proxy
 * (src/proxy.ts, its list of public paths) can use it too; pages read through payload.ts.
 */
export const contentSource = async (): Promise<ContentSource> => {
  const url = process.env.CONTENT_GRAPHQL_URL?.trim()
  // Loaded only in remote mode: its GraphQL client is not needed otherwise.
  if (url) return (await import('./remote')).remoteSource(url) as unknown as ContentSource
  return getPayload({ config })
}
