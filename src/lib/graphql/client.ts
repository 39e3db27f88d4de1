import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  gql,
  type DocumentNode,
  type OperationVariables,
} from '@apollo/client'
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors'
import { SetContextLink } from '@apollo/client/link/context'
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries'
import { RetryLink } from '@apollo/client/link/retry'
import { GraphQLWsLink } from '@apollo/client/link/subscriptions'
import { Kind, OperationTypeNode } from 'graphql'
import { createClient as createSocketClient, type ClientOptions as SocketOptions } from 'graphql-ws/client'

import type { TokenStore } from './token'

/**
 * The GraphQL content client (SPEC.md sections 6-8), on Apollo Client: it POSTs
 * operationName, variables and the query text as JSON and reads data or errors
 * (HttpLink), sends the hash first and the text when the server asks (PersistedQueryLink,
 * version 1), shares one request among identical queries in flight (the client's query
 * deduplication), retries failures to reach the server backing off from 100 ms to 10 s by
 * a factor of 2 (RetryLink), and sends `Authorization: Bearer <token>` when a token is
 * stored (token.ts). Subscriptions go over the endpoint's socket instead (GraphQLWsLink,
 * graphql-ws), opened on the first one, with the same bearer in its init payload and
 * reconnecting with the same backoff after a network loss or a server restart. When the
 * stored token changes (signIn, signOut, or another tab or the server rewriting the
 * `apollo-token` cookie, noticed at the next operation), the query cache is reset and the
 * socket restarted with the new token (SPEC.md section 4). Our own code is only the wording
 * of its errors (`contentError`), as the specification words them, and the plumbing between these.
 */

export const RETRY = { initialMs: 100, maxMs: 10_000, factor: 2, attempts: 5 } as const

/** The delay before retry number `attempt` (1, 2, ...): 100, 200, 400 ... ms, at most 10 s. */
export const retryDelay = (attempt: number, initialMs: number = RETRY.initialMs, maxMs: number = RETRY.maxMs): number =>
  Math.min(maxMs, initialMs * RETRY.factor ** (attempt - 1))

export type ContentLogger = {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export type ContentClientOptions = {
  /** The GraphQL endpoint (e.g. https://cms.example/api/graphql). */
  uri: string
  /** Where the token is kept; none: no Authorization header. */
  token?: TokenStore
  /** The fetch to use (the platform's by default). */
  fetch?: typeof fetch
  retry?: {
    /** Attempts in all, the first one included (5). */
    attempts?: number
    /**
     * Turns a planned delay (ms, from `retryDelay`) into the one waited: tests record the
     * plan and wait 0; by default the plan is waited.
     */
    wait?: (plannedMs: number, attempt: number) => number
  }
  /** Query errors are logged here (console by default; the server passes its pino logger). */
  logger?: ContentLogger
  /** Extra headers sent with every request. */
  headers?: Record<string, string>
  /** The subscriptions' socket: its URL (the endpoint's, as ws: or wss:, by default) and, outside browsers, `ws`. */
  socket?: { url?: string; webSocketImpl?: SocketOptions['webSocketImpl'] }
}

/** An error of the content client, worded as SPEC.md section 8 words it. */
export class ContentQueryError extends Error {
  override name = 'ContentQueryError'
  constructor(
    message: string,
    readonly operationName: string | undefined,
    /** The GraphQL errors of the answer, if that is what failed. */
    readonly graphQLErrors: readonly { message: string }[] = [],
    /** The HTTP status of the answer, if one came. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** The message the platform's fetch gives when no request could be made, as browsers' polyfills word it. */
export const NETWORK_REQUEST_FAILED = 'Network request failed'

/** SPEC.md section 8's wording of an Apollo Client error (this module's own code). */
export function contentError(error: unknown, operationName: string | undefined): ContentQueryError {
  if (CombinedGraphQLErrors.is(error)) {
    return new ContentQueryError(
      error.errors.map((e) => `GraphQL error: ${e.message}`).join('\n'),
      operationName,
      error.errors,
      undefined,
      { cause: error },
    )
  }
  if (ServerError.is(error)) {
    // Apollo says "malformed" where the specification says "missing" (no data and no errors).
    const message = error.message.startsWith('Server response was malformed for query')
      ? `Server response was missing for query '${operationName ?? ''}'.`
      : `Response not successful: Received status code ${error.statusCode}`
    return new ContentQueryError(`Network error: ${message}`, operationName, [], error.statusCode, { cause: error })
  }
  if (ServerParseError.is(error)) {
    // The parse error of a body that is not JSON (the JSON parser's own message).
    return new ContentQueryError(`Network error: ${error.message}`, operationName, [], error.statusCode, {
      cause: error,
    })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ContentQueryError(`Network error: ${message}`, operationName, [], undefined, { cause: error })
}

/** Whether a failure is worth another attempt: no answer, or a server fault (5xx, 429). */
function retryable(error: unknown): boolean {
  if (ServerParseError.is(error) || CombinedGraphQLErrors.is(error)) return false
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 429
  return true
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export type ContentClient = {
  readonly apollo: ApolloClient
  /** Runs a query; resolves its data, or rejects with a ContentQueryError (and logs it). */
  query<TData, TVariables extends OperationVariables = OperationVariables>(
    query: DocumentNode | string,
    variables?: TVariables,
    options?: { fetchPolicy?: 'cache-first' | 'network-only' | 'no-cache' },
  ): Promise<TData>
  /** Stores a token: later requests send it; the query cache is reset and the socket restarted with it. */
  signIn(token: string): Promise<void>
  /** Removes the stored token, resets the query cache and restarts the socket without it. */
  signOut(): Promise<void>
  /** Closes the socket for good (the server's shutdown, tests). */
  dispose(): Promise<void>
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const logger: ContentLogger = options.logger ?? {
    warn: (o, m) => console.warn(m, o),
    error: (o, m) => console.error(m, o),
  }
  const baseFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const wait = options.retry?.wait ?? ((ms: number) => ms)

  const auth = new SetContextLink((previous) => {
    const token = options.token?.get()
    // Apollo types the previous context loosely (any); its headers are the ones this link set.
    return {
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        ...options.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    }
  })
  const retry = new RetryLink({
    delay: (attempt) => wait(retryDelay(attempt), attempt),
    attempts: { max: options.retry?.attempts ?? RETRY.attempts, retryIf: (error) => retryable(error) },
  })
  const persisted = new PersistedQueryLink({ sha256 })
  const http = new HttpLink({
    uri: options.uri,
    // The platform's fetch words a refused connection 'fetch failed'; the specification, as browsers' polyfills do.
    fetch: async (input, init) => {
      try {
        return await baseFetch(input, init)
      } catch (error) {
        if (init?.signal?.aborted) throw error
        throw new TypeError(NETWORK_REQUEST_FAILED, { cause: error })
      }
    },
  })

  const socketUrl = new URL(options.socket?.url ?? options.uri)
  if (!options.socket?.url) socketUrl.protocol = socketUrl.protocol === 'https:' ? 'wss:' : 'ws:'
  let restarting = false
  type OpenSocket = { close(code: number, reason: string): void; readyState: number }
  let openSocket: OpenSocket | null = null
  // graphql-ws types the socket as unknown: it is the WebSocket implementation's, which has these two.
  const isOpenSocket = (value: unknown): value is OpenSocket =>
    typeof value === 'object' && value !== null && 'close' in value && 'readyState' in value
  /** The socket's client, made with the first subscription (a client that only queries needs no WebSocket). */
  const openSocketClient = () =>
    createSocketClient({
      url: socketUrl.toString(),
      webSocketImpl: options.socket?.webSocketImpl,
      lazy: true,
      connectionParams: () => {
        const token = options.token?.get()
        return token ? { Authorization: `Bearer ${token}` } : {}
      },
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: async (retries) => {
        // A restart for a new token reconnects at once; a lost connection waits as the HTTP retries do.
        const planned = restarting ? 0 : retryDelay(retries + 1)
        restarting = false
        const ms = planned === 0 ? 0 : wait(planned, retries + 1)
        await new Promise((resolve) => setTimeout(resolve, ms))
      },
      on: {
        opened: (opened) => void (openSocket = isOpenSocket(opened) ? opened : null),
        closed: () => void (openSocket = null),
      },
    })
  let socket: ReturnType<typeof createSocketClient> | null = null
  let socketLink: GraphQLWsLink | null = null
  const subscriptions = new ApolloLink((operation) => {
    socket ??= openSocketClient()
    socketLink ??= new GraphQLWsLink(socket)
    return socketLink.request(operation)
  })
  /** Closes the socket with graphql-ws's restart code: it reconnects, its subscriptions with it, with the new token. */
  const restartSocket = () => {
    if (!openSocket || openSocket.readyState !== 1) return
    restarting = true
    openSocket.close(4205, 'Client Restart')
  }

  const isSubscription = (operation: ApolloLink.Operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION
  const apollo = new ApolloClient({
    link: ApolloLink.split(isSubscription, subscriptions, ApolloLink.from([auth, retry, persisted, http])),
    cache: new InMemoryCache(),
    queryDeduplication: true,
  })

  let knownToken = options.token?.get()
  /** When the stored token is not the one last seen (or on sign-out, always): a reset cache and a restarted socket. */
  async function followToken(force = false): Promise<void> {
    const token = options.token?.get()
    if (token === knownToken && !force) return
    knownToken = token
    restartSocket()
    try {
      await apollo.resetStore()
    } catch (error) {
      logger.error({ err: error }, `Error on cache reset (${error instanceof Error ? error.message : String(error)})`)
    }
  }

  return {
    apollo,
    async query<TData, TVariables extends OperationVariables = OperationVariables>(
      query: DocumentNode | string,
      variables?: TVariables,
      queryOptions: { fetchPolicy?: 'cache-first' | 'network-only' | 'no-cache' } = {},
    ): Promise<TData> {
      const document = typeof query === 'string' ? gql(query) : query
      const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
      const operationName = definition && 'name' in definition ? definition.name?.value : undefined
      await followToken()
      try {
        // Apollo's options type makes variables required when TVariables has required keys, which a generic cannot
        // show;
        // with errorPolicy 'none' an answer without data throws, so data is TData.
        const result = await apollo.query<TData, TVariables>({
          query: document,
          variables: variables,
          fetchPolicy: queryOptions.fetchPolicy ?? 'network-only',
          errorPolicy: 'none',
        } as ApolloClient.QueryOptions<TData, TVariables>)
        return result.data as TData
      } catch (error) {
        const worded = contentError(error, operationName)
        logger.warn({ operationName, status: worded.status }, worded.message)
        throw worded
      }
    },
    async signIn(token) {
      options.token?.set(token)
      await followToken()
    },
    async signOut() {
      options.token?.clear()
      await followToken(true)
    },
    async dispose() {
      await socket?.dispose()
    },
  }
}
