import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'

import { createContentClient, type ContentClient } from '@/lib/graphql/client'
import { log } from '@/lib/log'

/**
 * CONTENT_GRAPHQL_URL: the Local API reads src/lib/content uses, answered in the Local API's shapes by another
 * instance of this application over GraphQL. The selection comes from this application's own schema, since a CMS
 * in production refuses introspection. Reads are anonymous; overrideAccess and local users are refused.
 */

const COLLECTIONS: Record<string, { plural: string; singular: string }> = {
  pages: { plural: 'Pages', singular: 'Page' },
  pageContents: { plural: 'PageContents', singular: 'PageContent' },
  posts: { plural: 'Posts', singular: 'Post' },
  caseStudies: { plural: 'CaseStudies', singular: 'CaseStudy' },
  jobs: { plural: 'Jobs', singular: 'Job' },
  media: { plural: 'allMedia', singular: 'Media' },
  redirects: { plural: 'Redirects', singular: 'Redirect' },
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

// @payloadcms/graphql may hold another copy of graphql's classes (ESM or CJS): read by shape, not instanceof.
type SchemaType = {
  name: string
  ofType?: SchemaType
  toString(): string
  getFields?: () => Record<string, SchemaField>
  getInterfaces?: () => unknown
}
// An input type's fields have no `args`.
type SchemaField = { name: string; type: SchemaType; args?: readonly { type: SchemaType }[] }
type Schema = { getType(name: string): SchemaType | undefined | null }
const namedType = (type: SchemaType): SchemaType => (type.ofType ? namedType(type.ofType) : type)
const isObject = (
  type: SchemaType | undefined | null,
): type is SchemaType & { getFields: () => Record<string, SchemaField> } =>
  !!type && typeof type.getFields === 'function' && typeof type.getInterfaces === 'function'
const isLeaf = (type: SchemaType) => typeof type.getFields !== 'function' && !('getTypes' in type)

/** Fields answered as `{ id }` become the id, as the Local API answers at the depth limit. */
type Plan = Map<string, Plan | 'id'>

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
    if (field.args?.some((a) => a.type.toString().endsWith('!'))) continue
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
        const inner = selectionOf(schema, documentTypes, named, depth, recordOrUndefined(select?.[field.name]))
        parts.push(`${field.name} { ${inner.text} }`)
        if (inner.plan.size) plan.set(field.name, inner.plan)
      }
    }
  }
  return { text: parts.join(' '), plan }
}

const recordOrUndefined = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value)) : undefined

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? value.id : undefined)

/** No `__typename` (Apollo asks for it). */
function reshape(value: unknown, plan?: Plan): unknown {
  if (Array.isArray(value)) return value.map((v) => reshape(v, plan))
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  const entries: [string, unknown][] = Object.entries(value)
  for (const [name, field] of entries) {
    if (name === '__typename') continue
    const step = plan?.get(name)
    if (step === 'id' && field !== null && field !== undefined) {
      out[name] = Array.isArray(field) ? field.map((f: unknown) => idOf(f) ?? f) : idOf(field)
    } else {
      out[name] = reshape(field, step === 'id' ? undefined : step)
    }
  }
  return out
}

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
  /** Editors preview in the remote CMS's own /build. */
  auth(args: { headers: Headers }): Promise<{ user: null; permissions: Record<string, never> }>
}

let localSchema: Promise<{ schema: Schema; documentTypes: Set<string> }> | undefined
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
