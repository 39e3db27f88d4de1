import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit'
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import {
  getOperationAST,
  GraphQLError,
  Kind,
  OperationTypeNode,
  parse,
  visit,
  type DocumentNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'
import type { AfterErrorHook } from 'payload'
import { z } from 'zod'

import { PERSISTED_QUERY_NOT_FOUND, resolvePersistedQuery, type PersistedQueryStore } from '@/lib/graphql/persisted'
import { containsNul } from '@/lib/http/api-guard'
import { readLimitedBody } from '@/lib/http/body'
import { log, requestLog } from '@/lib/log'

/**
 * So that no request makes the server parse, validate or execute more than a small document (docs/security.md).
 * Payload's complexity rule alone skips `__typename`, so the armor rules' aliases and cost are needed beside it.
 */
export const GRAPHQL_LIMITS = {
  maxBodyBytes: 64 * 1024,
  maxTokens: 2_000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 5_000,
  maxComplexity: 1_000,
} as const

// The armor rules throw by default (for envelop); as graphql-js validation rules they must report instead.
const reject = {
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, error: GraphQLError) => {
      ctx?.reportError(error)
      log.info({ graphql: error.message }, 'graphql query refused')
    },
  ],
}

/**
 * The armor rules follow fragment spreads recursively and overflow the stack on a cycle (a 500), so such a document
 * gets graphql-js's NoFragmentCyclesRule error instead. Walks the plain AST: no second copy of graphql's classes.
 */
const cyclic = new WeakMap<DocumentNode, boolean>()
export function hasFragmentCycle(document: DocumentNode): boolean {
  const known = cyclic.get(document)
  if (known !== undefined) return known
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    visit(definition.selectionSet, { FragmentSpread: (node) => void names.push(node.name.value) })
    spreads.set(definition.name.value, names)
  }
  const state = new Map<string, 'visiting' | 'done'>()
  const walk = (name: string): boolean => {
    if (state.get(name) === 'visiting') return true
    if (state.get(name) === 'done') return false
    state.set(name, 'visiting')
    const found = (spreads.get(name) ?? []).some(walk)
    state.set(name, 'done')
    return found
  }
  const result = [...spreads.keys()].some(walk)
  cyclic.set(document, result)
  return result
}

const unlessCyclic =
  (rule: ValidationRule): ValidationRule =>
  (context) =>
    hasFragmentCycle(context.getDocument()) ? {} : rule(context)

export function graphqlValidationRules(): ValidationRule[] {
  // The limit packages build their rules against their own copy of graphql's types: the same rules at run time.
  return (
    [
      maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, ...reject }),
      maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, allowList: [], ...reject }),
      maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives, ...reject }),
      costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, ...reject }),
    ] as ValidationRule[]
  ).map(unlessCyclic)
}

const graphqlBody = z.object({ query: z.string() }).passthrough()

const errorResponse = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json(
    { errors: [{ message, extensions: { statusCode: status } }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )

/** How long a CDN may keep an anonymous answer to a GET (persisted) query. */
export const GRAPHQL_GET_CDN_SECONDS = 60

export type LimitGraphQLOptions = {
  persistedQueries?: () => Promise<PersistedQueryStore>
  /** Counts one. */
  mayRegisterPersistedQuery?: (request: Request) => Promise<boolean>
}

/** Data means it ran; errors alone mean it was refused. */
async function ranWithData(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null && 'data' in body && body.data !== null && body.data !== undefined
  } catch {
    return false
  }
}

/** GraphQL over HTTP: `?query=&operationName=&variables=&extensions=`, the last two as JSON. */
function getParams(url: URL): { ok: true; json: Record<string, unknown> } | { ok: false; message: string } {
  const json: Record<string, unknown> = {}
  const query = url.searchParams.get('query')
  if (query !== null && query !== '') json.query = query
  const operationName = url.searchParams.get('operationName')
  if (operationName !== null && operationName !== '') json.operationName = operationName
  for (const name of ['variables', 'extensions'] as const) {
    const value = url.searchParams.get(name)
    if (value === null || value === '') continue
    try {
      json[name] = JSON.parse(value)
    } catch {
      return { ok: false, message: `The ${name} parameter is not valid JSON.` }
    }
  }
  return { ok: true, json }
}

/**
 * A GET is handed to Payload as the equivalent POST once it is known to be a query (a mutation by GET gets 405).
 * Every limit applies to the text a persisted hash stands for as to a text sent.
 */
export function limitGraphQL(
  handler: (request: Request) => Promise<Response>,
  options: LimitGraphQLOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const isGet = request.method === 'GET' || request.method === 'HEAD'
    let bytes: Uint8Array<ArrayBuffer>
    let json: unknown
    if (isGet) {
      const params = getParams(new URL(request.url))
      if (!params.ok) {
        requestLog(request).info('graphql request refused: a GET parameter is not JSON')
        return errorResponse(400, params.message)
      }
      json = params.json
      bytes = new TextEncoder().encode(JSON.stringify(json))
    } else {
      const body = await readLimitedBody(request, GRAPHQL_LIMITS.maxBodyBytes)
      if (!body.ok) {
        requestLog(request).info({ limit: GRAPHQL_LIMITS.maxBodyBytes }, 'graphql request refused: body too large')
        return errorResponse(413, `The request body is over ${GRAPHQL_LIMITS.maxBodyBytes / 1024} KB.`, {
          connection: 'close',
        })
      }
      bytes = body.bytes
    }
    let register: (() => Promise<void>) | undefined
    // graphql-js stops counting at the limit, before Payload parses and validates.
    if (isGet || (request.headers.get('content-type') ?? '').toLowerCase().includes('json')) {
      if (!isGet) {
        try {
          json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
        } catch {
          // Payload's handler throws on a body it cannot read (a 500): answer for it.
          requestLog(request).info('graphql request refused: the body is not JSON in UTF-8')
          return errorResponse(400, 'The request body is not valid JSON (UTF-8).')
        }
      }
      if (containsNul(json)) {
        // PostgreSQL fails a query holding a NUL (a 500); no query or variable needs one.
        requestLog(request).info('graphql request refused: NUL character')
        return errorResponse(400, 'Text must not contain NUL characters.')
      }
      if (options.persistedQueries && typeof json === 'object' && json !== null && !Array.isArray(json)) {
        const mayRegister = options.mayRegisterPersistedQuery
        const resolved = await resolvePersistedQuery(
          { ...json },
          await options.persistedQueries(),
          mayRegister && (() => mayRegister(request)),
        )
        if (resolved.kind === 'refused') {
          requestLog(request).info({ graphql: resolved.message }, 'graphql persisted query refused')
          return errorResponse(400, resolved.message)
        }
        if (resolved.kind === 'not-found') {
          // Status 200, as Apollo Server answers: the client sends the text next.
          return Response.json(
            { errors: [PERSISTED_QUERY_NOT_FOUND] },
            { status: 200, headers: { 'cache-control': 'private, no-cache, must-revalidate' } },
          )
        }
        if (resolved.body !== json) {
          json = resolved.body
          bytes = new TextEncoder().encode(JSON.stringify(json))
        }
        register = resolved.register
      }
      const parsed = graphqlBody.safeParse(json)
      if (isGet && !parsed.success)
        return errorResponse(400, 'A GET request needs a query (or the hash of a persisted one).')
      if (parsed.success) {
        try {
          const document = parse(parsed.data.query, { maxTokens: GRAPHQL_LIMITS.maxTokens, noLocation: true })
          let nul = false
          visit(document, { StringValue: (node) => void (nul ||= node.value.includes('\u0000')) })
          if (nul) {
            requestLog(request).info('graphql request refused: NUL character in the query')
            return errorResponse(400, 'Text must not contain NUL characters.')
          }
          // Payload's complexity rule recurses forever on fragments that spread each other (a 500).
          if (hasFragmentCycle(document)) {
            requestLog(request).info('graphql query refused: fragments spread each other in a cycle')
            return errorResponse(400, 'Fragments must not spread each other in a cycle.')
          }
          if (isGet) {
            const name = typeof parsed.data.operationName === 'string' ? parsed.data.operationName : undefined
            const operation = getOperationAST(document, name)
            if (!operation)
              return errorResponse(
                400,
                name
                  ? `The document has no operation named "${name}".`
                  : 'The document must hold one operation, or operationName must name one.',
              )
            if (operation.operation !== OperationTypeNode.QUERY) {
              requestLog(request).info('graphql request refused: a mutation by GET')
              return errorResponse(405, `Only queries can be sent by GET; send a ${operation.operation} by POST.`, {
                allow: 'POST',
              })
            }
          }
        } catch (error) {
          if (error instanceof GraphQLError) {
            requestLog(request).info({ graphql: error.message }, 'graphql query refused')
            return errorResponse(400, error.message)
          }
          throw error
        }
      }
    }
    const headers = new Headers(request.headers)
    if (isGet) {
      headers.set('content-type', 'application/json')
      headers.delete('content-length')
    }
    const response = await handler(
      new Request(request.url, {
        method: isGet ? 'POST' : request.method,
        headers,
        body: bytes,
        signal: request.signal,
      }),
    )
    // A persisted query that failed validation (an answer without data) is not stored.
    if (register && response.status === 200 && (await ranWithData(response.clone()))) await register()
    if (!isGet) return response
    // Vary keeps a CDN's copy of an anonymous answer from answering a client that identifies itself.
    const anonymous = !request.headers.has('authorization') && !request.headers.has('cookie')
    const out = new Headers(response.headers)
    const shared = anonymous && response.status === 200
    out.set('cache-control', shared ? `public, max-age=0, s-maxage=${GRAPHQL_GET_CDN_SECONDS}` : 'private, no-store')
    if (shared) out.append('vary', 'Authorization, Cookie')
    return new Response(request.method === 'HEAD' ? null : response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    })
  }
}

/**
 * Payload logs each GraphQL error as the GraphQLError around it, so its loggingLevels never see AuthenticationError:
 * every wrong sign-in would be an ERROR with a stack. payload.config.ts turns that off; this logs by the original.
 */
export const logGraphQLError: AfterErrorHook = ({ error, graphqlResult, req }) => {
  if (!graphqlResult) return
  // Duck-typed: graphql-http may load graphql's ESM build and this module its CJS one.
  const original = 'originalError' in error && error.originalError instanceof Error ? error.originalError : error
  const status = 'status' in original ? original.status : undefined
  const logger = req?.headers ? requestLog(req.headers) : log
  if (typeof status === 'number' && status < 500) {
    logger.info({ graphqlPath: graphqlResult.path, error: original.name, status }, original.message)
  } else {
    logger.error({ err: original, graphqlPath: graphqlResult.path }, original.message)
  }
}

/** Payload does not log APIError (loggingLevels); a refusal below 500 is info without a stack, a fault an error. */
export const logApiErrorByStatus: AfterErrorHook = ({ error, graphqlResult, req }) => {
  if (graphqlResult || error.name !== 'APIError') return
  const status = 'status' in error ? error.status : undefined
  const logger = req?.headers ? requestLog(req.headers) : log
  if (typeof status === 'number' && status < 500) logger.info({ error: error.name, status }, error.message)
  else logger.error({ err: error }, error.message)
}
