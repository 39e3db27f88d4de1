import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'

import { createContentClient, type ContentClient } from '@/lib/graphql/client'
import { log } from '@/lib/log'

/**
 * Remote CMS mode: the content layer's reads (`find`, `findGlobal`, the part of Payload's
 * Local API that src/lib/content uses) answered by another instance of this application
 * through its GraphQL API (CONTENT_GRAPHQL_URL), with the content client of
 * src/lib/graphql/client.ts. The answers have the Local API's shapes, so the rest of the
 * content layer cannot tell the sources apart:
 *
 * - the selection is every field of the document type, or the fields of `select`, from the
 *   GraphQL schema of this application's own Payload config (the CMS is another instance of
 *   this same application, and a CMS in production refuses introspection);
 * - relationships and uploads are populated to `depth` as the Local API does; at the depth
 *   limit only their id is asked for, and answered as the id alone;
 * - `where` is Payload's where with `and`/`or` spelt `AND`/`OR`, as its GraphQL API wants.
 *
 * Reads run as an anonymous visitor of the CMS (no token), as the local reads do
 * (overrideAccess: false); `overrideAccess: true` and reads as a local user (preview)
 * cannot be honoured remotely and are refused.
 */

/** GraphQL names of the collections and globals the content layer reads. */
const COLLECTIONS: Record<string, { plural: string; singular: string }> = {
  pages: { plural: 'Pages', singular: 'Page' },
  pageContents: { plural: 'PageContents', singular: 'PageContent' },
  posts: { plural: 'Posts', singular: 'Post' },
  caseStudies: { plural: 'CaseStudies', singular: 'CaseStudy' },
  jobs: { plural: 'Jobs', singular: 'Job' },
  media: { plural: 'allMedia', singular: 'Media' },
}
const GLOBALS: Record<string, { field: string; type: string }> = {
  siteSettings: { field: 'SiteSetting', type: 'SiteSetting' },
}

type FindArgs = {
  collection: string
  where?: Record<string, unknown>
  select?: Record<string, unknown>
  sort?: string
  limit?: number
  depth?: number
  draft?: boolean
  pagination?: boolean
  overrideAccess?: boolean
  user?: unknown
}
type FindGlobalArgs = {
  slug: string
  depth?: number
  draft?: boolean
  overrideAccess?: boolean
  user?: unknown
  select?: Record<string, unknown>
}

/*
 * The schema is Payload's, built by @payloadcms/graphql, which may hold another copy of
 * graphql's classes than this module's (its ESM or CJS build): it is read by shape, not
 * with graphql's instanceof predicates.
 */
type SchemaType = {
  name: string
  ofType?: SchemaType
  /** GraphQL's own notation, e.g. `String!` */ toString(): string
  getFields?: () => Record<string, SchemaField>
  getInterfaces?: () => unknown
}
type SchemaField = { name: string; type: SchemaType; args: readonly { type: SchemaType }[] }
type Schema = { getType(name: string): SchemaType | undefined | null }
const namedType = (type: SchemaType): SchemaType => (type.ofType ? namedType(type.ofType) : type)
const isObject = (
  type: SchemaType | undefined | null,
): type is SchemaType & { getFields: () => Record<string, SchemaField> } =>
  !!type && typeof type.getFields === 'function' && typeof type.getInterfaces === 'function'
const isLeaf = (type: SchemaType) => typeof type.getFields !== 'function' && !('getTypes' in type)

/** How to turn an answer back into the Local API's shape: fields answered as `{ id }` become the id. */
type Plan = Map<string, Plan | 'id'>

/** The selection of `type` populated to `depth`, and its plan. */
function selectionOf(
  schema: Schema,
  documentTypes: Set<string>,
  type: SchemaType & { getFields: () => Record<string, SchemaField> },
  depth: number,
  select?: Record<string, unknown>,
): { text: string; plan: Plan } {
  const parts: string[] = []
  const plan: Plan = new Map()
  for (const field of Object.values(type.getFields())) {
    if (select && field.name !== 'id' && !select[field.name]) continue
    if (field.args.some((a) => a.type.toString().endsWith('!'))) continue
    const named = namedType(field.type)
    if (isLeaf(named)) {
      parts.push(field.name)
    } else if (isObject(named)) {
      if (documentTypes.has(named.name)) {
        if (depth <= 0) {
          parts.push(`${field.name} { id }`)
          plan.set(field.name, 'id')
          continue
        }
        const inner = selectionOf(schema, documentTypes, named, depth - 1)
        parts.push(`${field.name} { ${inner.text} }`)
        if (inner.plan.size) plan.set(field.name, inner.plan)
      } else {
        // A group, an array's rows or a collapsible: part of the same document.
        const inner = selectionOf(
          schema,
          documentTypes,
          named,
          depth,
          typeof select?.[field.name] === 'object' ? (select[field.name] as Record<string, unknown>) : undefined,
        )
        parts.push(`${field.name} { ${inner.text} }`)
        if (inner.plan.size) plan.set(field.name, inner.plan)
      }
    }
  }
  return { text: parts.join(' '), plan }
}

/** The answer in the Local API's shape: no `__typename` (Apollo asks for it), ids where the plan says. */
function reshape(value: unknown, plan?: Plan): unknown {
  if (Array.isArray(value)) return value.map((v) => reshape(v, plan))
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (name === '__typename') continue
    const step = plan?.get(name)
    if (step === 'id' && field !== null && field !== undefined) {
      out[name] = Array.isArray(field)
        ? (field as unknown[]).map((f) => (f as { id: unknown } | null)?.id ?? f)
        : (field as { id: unknown }).id
    } else {
      out[name] = reshape(field, step === 'id' ? undefined : step)
    }
  }
  return out
}

/** Payload's where as its GraphQL input: `and`/`or` are `AND`/`OR` there. */
function graphqlWhere(where: unknown): unknown {
  if (Array.isArray(where)) return where.map(graphqlWhere)
  if (!where || typeof where !== 'object') return where
  return Object.fromEntries(
    Object.entries(where).map(([k, v]) => [k === 'and' ? 'AND' : k === 'or' ? 'OR' : k, graphqlWhere(v)]),
  )
}

export type RemoteSource = {
  find(args: FindArgs): Promise<{ docs: unknown[] }>
  findGlobal(args: FindGlobalArgs): Promise<unknown>
  /** Nobody is signed in to a remote CMS here: editors preview in that CMS's own /build. */
  auth(args: { headers: Headers }): Promise<{ user: null; permissions: Record<string, never> }>
}

let localSchema: Promise<{ schema: Schema; documentTypes: Set<string> }> | undefined
/** The GraphQL schema of this application's config (built once a process), which the CMS serves too. */
function loadSchema(): Promise<{ schema: Schema; documentTypes: Set<string> }> {
  return (localSchema ??= (async () => {
    const { schema } = configToSchema(await config)
    const built = schema as unknown as Schema
    const documentTypes = new Set(
      Object.values(COLLECTIONS)
        .map((c) => c.singular)
        .filter((name) => built.getType(name)),
    )
    return { schema: built, documentTypes }
  })())
}

export function createRemoteSource(client: ContentClient): RemoteSource {
  const typeNamed = (s: Schema, name: string) => {
    const type = s.getType(name)
    if (!isObject(type)) throw new Error(`remote content: the schema has no type ${name}`)
    return type
  }
  const refuseOverride = (args: { overrideAccess?: boolean; user?: unknown }) => {
    if (args.overrideAccess) throw new Error('remote content: overrideAccess cannot be honoured by a remote CMS')
    // A local editor's account means nothing to the CMS elsewhere: preview there, in its own /build.
    if (args.user) throw new Error('remote content: reads as a local user cannot be honoured by a remote CMS')
  }

  return {
    auth() {
      return Promise.resolve({ user: null, permissions: {} })
    },
    async find(args) {
      refuseOverride(args)
      const names = COLLECTIONS[args.collection]
      if (!names) throw new Error(`remote content: no GraphQL names for the collection ${args.collection}`)
      const { schema: s, documentTypes } = await loadSchema()
      const { text, plan } = selectionOf(s, documentTypes, typeNamed(s, names.singular), args.depth ?? 2, args.select)
      const operation = `Content${names.plural.charAt(0).toUpperCase()}${names.plural.slice(1)}`
      const query = `query ${operation}($where: ${names.singular}_where, $sort: String, $limit: Int, $draft: Boolean, $pagination: Boolean) { ${names.plural}(where: $where, sort: $sort, limit: $limit, draft: $draft, pagination: $pagination) { docs { ${text} } } }`
      const data = await client.query<Record<string, { docs: unknown[] }>>(
        query,
        {
          where: args.where ? graphqlWhere(args.where) : undefined,
          sort: args.sort,
          limit: args.limit,
          draft: args.draft,
          pagination: args.pagination,
        },
        // Next.js's cache (src/lib/content/index.ts) keeps the answers; Apollo's would only grow.
        { fetchPolicy: 'no-cache' },
      )
      return { docs: (data[names.plural]?.docs ?? []).map((doc) => reshape(doc, plan)) }
    },
    async findGlobal(args) {
      refuseOverride(args)
      const names = GLOBALS[args.slug]
      if (!names) throw new Error(`remote content: no GraphQL names for the global ${args.slug}`)
      const { schema: s, documentTypes } = await loadSchema()
      const { text, plan } = selectionOf(s, documentTypes, typeNamed(s, names.type), args.depth ?? 2, args.select)
      const query = `query Content${names.field}($draft: Boolean) { ${names.field}(draft: $draft) { ${text} } }`
      const data = await client.query<Record<string, unknown>>(
        query,
        { draft: args.draft },
        { fetchPolicy: 'no-cache' },
      )
      // The Local API also names the global; its row id is not in the GraphQL type.
      const global = reshape(data[names.field], plan)
      return global && typeof global === 'object' ? { ...global, globalType: args.slug } : global
    },
  }
}

let remote: { url: string; source: RemoteSource } | undefined
/** The source for CONTENT_GRAPHQL_URL (one client per process and URL). */
export function remoteSource(url: string): RemoteSource {
  if (remote?.url !== url) {
    try {
      new URL(url)
    } catch {
      throw new Error(`CONTENT_GRAPHQL_URL is not a URL: ${url}`)
    }
    remote = { url, source: createRemoteSource(createContentClient({ uri: url, logger: log })) }
  }
  return remote.source
}
