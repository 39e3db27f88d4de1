import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

import {
  buildSchema,
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  subscribe,
  validate,
  type ExecutionArgs,
} from 'graphql'
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws'
import { WebSocketServer, type WebSocket } from 'ws'

import { onChange, onLead, startSharing } from '@/publish/cache/shared-tags.mjs'

import { canHandleLeads } from '@/access'
import { GRAPHQL_LIMITS, graphqlValidationRules } from '@/lib/limits/graphql'
import { log } from '@/lib/log'
import { bearerToken, isLiveToken, type LiveSettings } from './access'
import type { StaffUser } from './staff'

/**
 * Live content over WebSocket (the `graphql-ws` protocol) on the site's own port, at
 * LIVE_PATH beside the HTTP GraphQL API. Every change that expires something
 * (src/publish/changes.ts) reaches every socket of every instance as `contentChanged`
 * (shared-tags.mjs carries it between instances). Queries and mutations stay on HTTP.
 * Staff who handle leads (a Payload sign-in token, see `staffOf`) may also follow
 * `leadReceived`, announced by src/leads/announce.ts.
 */
export const LIVE_PATH = '/api/graphql'

export const LIVE_LIMITS = {
  socketsPerClient: 8,
  subscriptionsPerSocket: 4,
  maxMessageBytes: 16 * 1024,
  connectionInitMs: 3_000,
  idleMs: 5 * 60_000,
  queuedPerSubscription: 100,
  /** How long Payload's word that a lead follower is still signed in is trusted before asking again. */
  staffRecheckMs: 1_000,
} as const

export const schema = buildSchema(`
  type Query { live: Boolean! }
  "A published change: what it expired, in the order the CMS numbered it."
  type ContentChange { collection: String! slug: String previousSlug: String tags: [String!]! sequence: Int! }
  "A lead as it is stored (staff who handle leads only)."
  type Lead { id: ID! kind: String! name: String createdAt: String! }
  type Subscription { contentChanged: ContentChange! leadReceived: Lead! }
`)

export type LiveOptions = LiveSettings & {
  /** Who a request comes from (server.ts's client identity). */
  clientOf: (request: IncomingMessage) => string
  /** No introspection over the socket in production. */
  production: boolean
  /** The staff user of a Payload sign-in token (src/publish/live/staff.ts); without it, staff tokens are refused. */
  staffOf?: (token: string) => Promise<StaffUser | null>
}

const PLACEHOLDER = parse('{ live }')

const refusedErrors = (context: unknown): readonly GraphQLError[] | null =>
  context && typeof context === 'object' && 'refused' in context && Array.isArray(context.refused)
    ? context.refused
    : null

/** The types a client may send (graphql-transport-ws); graphql-ws checks the rest of each message. */
const CLIENT_TYPES = new Set(['connection_init', 'ping', 'pong', 'subscribe', 'complete'])
function isClientMessage(text: string): boolean {
  try {
    const message: unknown = JSON.parse(text)
    return !!message && typeof message === 'object' && 'type' in message && CLIENT_TYPES.has(String(message.type))
  } catch {
    return false
  }
}

type Feed = { push: (value: unknown) => void; iterator: AsyncGenerator<unknown> }

/** An async iterator fed by pushes, ending (and the socket closed) when too far behind. */
function feed(onOverflow: () => void): Feed {
  const queue: unknown[] = []
  let wake: (() => void) | null = null
  let done = false
  async function* iterator(): AsyncGenerator<unknown> {
    try {
      while (!done) {
        if (queue.length) yield queue.shift()
        else await new Promise<void>((resolve) => (wake = resolve))
      }
    } finally {
      done = true
    }
  }
  return {
    push(value) {
      if (done) return
      if (queue.length >= LIVE_LIMITS.queuedPerSubscription) {
        done = true
        onOverflow()
      } else queue.push(value)
      wake?.()
      wake = null
    },
    iterator: iterator(),
  }
}

/** The token of `Authorization: Bearer <token>` in the connection's init payload. */
const initToken = (params: unknown): string | null => {
  if (!params || typeof params !== 'object') return null
  const record: Record<string, unknown> = { ...params }
  return bearerToken(record.Authorization ?? record.authorization)
}

/**
 * The CMS's session cookie (payload-token) of an upgrade sent by a page of this same site: /build's dashboard cannot
 * read the cookie to put it in the init payload. A page of another origin never passes (cross-site socket hijacking).
 */
export function sessionToken(request: IncomingMessage): string | null {
  const origin = request.headers.origin
  let sameOrigin = false
  try {
    sameOrigin = Boolean(origin && request.headers.host && new URL(origin).host === request.headers.host)
  } catch {
    sameOrigin = false
  }
  if (!sameOrigin) return null
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === 'payload-token' && value.length) return value.join('=') || null
  }
  return null
}

/**
 * Whether `token` still belongs to staff who handle leads, as Payload says (a sign-out ends its session), asked at most
 * once per LIVE_LIMITS.staffRecheckMs. Payload unreachable counts as no: leads are not for whoever might be signed out.
 */
function staffCheck(token: string, staffOf: (token: string) => Promise<StaffUser | null>): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | null = null
  return () => {
    if (!last || Date.now() - last.at > LIVE_LIMITS.staffRecheckMs) {
      const answer = staffOf(token).then(
        (user) => Boolean(user && canHandleLeads(user)),
        () => false,
      )
      last = { at: Date.now(), answer }
    }
    return last.answer
  }
}

/** Listens for WebSocket upgrades on LIVE_PATH; other upgrades are refused. Returns a closer. */
export function attachLiveContent(server: Server, options: LiveOptions): () => Promise<void> {
  startSharing()
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: LIVE_LIMITS.maxMessageBytes,
    handleProtocols: (protocols) => handleProtocols(protocols),
  })
  const perClient = new Map<string, number>()
  const rules = [
    ...specifiedRules,
    ...graphqlValidationRules(),
    ...(options.production ? [NoSchemaIntrospectionCustomRule] : []),
  ]

  type Extra = { socket: WebSocket; request: IncomingMessage }
  const subscriptions = new WeakMap<WebSocket, Set<string>>()
  const authorised = new WeakSet<WebSocket>()
  /** Per socket of staff who handle leads: whether its sign-in still stands (signed out: no more leads). */
  const leadStaff = new WeakMap<WebSocket, () => Promise<boolean>>()

  /** A subscription's events: what `listen` pushes, until the client completes it. */
  const stream = (socket: WebSocket, listen: (push: (value: unknown) => void) => () => void) => {
    const { push, iterator } = feed(() => socket.close(CloseCode.InternalServerError, 'Too far behind'))
    const stop = listen(push)
    const end = iterator.return.bind(iterator)
    iterator.return = (value) => {
      stop()
      return end(value)
    }
    return iterator
  }
  const roots = {
    contentChanged: (_args: unknown, context: { socket: WebSocket }) =>
      stream(context.socket, (push) => onChange((record) => push({ contentChanged: record }))),
    // Checked here, whatever fragments the query hides it in.
    leadReceived: (_args: unknown, context: { socket: WebSocket }) => {
      const { socket } = context
      const stillStaff = leadStaff.get(socket)
      if (!stillStaff) throw new GraphQLError('Only staff who handle leads may follow them')
      // Each lead waits for the sign-in to be confirmed, in order; signed out since, the socket closes instead.
      let delivered = Promise.resolve()
      return stream(socket, (push) =>
        onLead((lead) => {
          delivered = delivered.then(async () => {
            if (await stillStaff()) push({ leadReceived: lead })
            else socket.close(CloseCode.Forbidden, 'Signed out')
          })
        }),
      )
    },
  }

  /*
   * A refusal is answered as GraphQL answers: a result with errors, then complete. (graphql-ws
   * would take errors returned from onSubscribe only if made by its own copy of graphql's
   * classes, which need not be this module's.)
   */
  const refusal = (message: string | readonly GraphQLError[]): ExecutionArgs => ({
    schema,
    document: PLACEHOLDER,
    contextValue: { refused: typeof message === 'string' ? [new GraphQLError(message)] : message },
  })
  const refusedOr =
    <R>(run: (args: ExecutionArgs) => R) =>
    (args: ExecutionArgs) => {
      const refused = refusedErrors(args.contextValue)
      return refused ? { errors: refused } : run(args)
    }

  const graphqlWs = makeServer<Record<string, unknown> | undefined, Extra>({
    schema,
    execute: refusedOr(execute),
    subscribe: refusedOr(subscribe),
    connectionInitWaitTimeout: LIVE_LIMITS.connectionInitMs,
    onConnect: async (ctx) => {
      const socket = ctx.extra.socket
      const bearer = initToken(ctx.connectionParams)
      const token = bearer ?? sessionToken(ctx.extra.request)
      if (!token) return true
      if (isLiveToken(token, options)) {
        authorised.add(socket)
        return true
      }
      const { staffOf } = options
      const user = staffOf ? await staffOf(token).catch(() => null) : null
      // A bearer that is neither token closes the socket (4403); a stale session cookie leaves it anonymous.
      if (!user) return !bearer
      authorised.add(socket)
      if (staffOf && canHandleLeads(user)) leadStaff.set(socket, staffCheck(token, staffOf))
      return true
    },
    onSubscribe: (ctx, id, payload) => {
      const socket = ctx.extra.socket
      if (!options.liveContentAnonymous && !authorised.has(socket)) return refusal('A token is required')
      const held = subscriptions.get(socket) ?? new Set<string>()
      subscriptions.set(socket, held)
      if (held.size >= LIVE_LIMITS.subscriptionsPerSocket) return refusal('Too many subscriptions on this socket')
      if (payload.query.length > GRAPHQL_LIMITS.maxBodyBytes) return refusal('Query too large')
      let document
      try {
        document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens })
      } catch (error) {
        return refusal(error instanceof GraphQLError ? error.message : 'Invalid query')
      }
      const errors = validate(schema, document, rules)
      if (errors.length) return refusal(errors)
      held.add(id)
      const args: ExecutionArgs = {
        schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: { socket },
        rootValue: roots,
      }
      return args
    },
    onComplete: (ctx, id) => {
      subscriptions.get(ctx.extra.socket)?.delete(id)
    },
  })

  /**
   * Hands each text message of the protocol's client types to graphql-ws; anything else closes the socket with 4400.
   */
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    // A frame over maxPayload or malformed: ws closes the socket (1009, 1002) and reports it here.
    socket.on('error', (error) => log.debug({ err: error }, '[live] socket error'))
    const closed = graphqlWs.opened(
      {
        protocol: socket.protocol,
        // A socket already closing (closed for a bad message) takes nothing more, silently.
        send: (data) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.OPEN) socket.send(data, () => resolve())
            else resolve()
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data: Buffer, isBinary: boolean) => {
            const text = isBinary ? null : data.toString('utf8')
            if (text === null || !isClientMessage(text))
              return socket.close(CloseCode.BadRequest, 'Invalid message received')
            handle(text).catch((error: unknown) => {
              log.warn({ err: error }, '[live] a message failed')
              socket.close(CloseCode.InternalServerError, 'Internal server error')
            })
          }),
      },
      { socket, request },
    )
    socket.once('close', (code: number, reason: Buffer) => void closed(code, reason.toString()))
  })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== LIVE_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const client = options.clientOf(request)
    const open = perClient.get(client) ?? 0
    if (open >= LIVE_LIMITS.socketsPerClient) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 60\r\nContent-Length: 0\r\n\r\n')
      return
    }
    perClient.set(client, open + 1)
    // Counted down when the connection ends, however: a handshake ws refuses (or one cut short) never reaches the
    // callback below, and would otherwise hold one of the client's places until a restart.
    socket.once('close', () => {
      const left = (perClient.get(client) ?? 1) - 1
      if (left > 0) perClient.set(client, left)
      else perClient.delete(client)
    })
    wss.handleUpgrade(request, socket, head, (ws) => {
      let idle: ReturnType<typeof setTimeout> | null = null
      const watchIdle = () => {
        if (idle) clearTimeout(idle)
        idle = setTimeout(() => {
          if (!subscriptions.get(ws)?.size) ws.close(CloseCode.Forbidden, 'Idle')
          else watchIdle()
        }, LIVE_LIMITS.idleMs)
        idle.unref()
      }
      watchIdle()
      ws.on('message', watchIdle)
      ws.once('close', () => {
        if (idle) clearTimeout(idle)
      })
      wss.emit('connection', ws, request)
    })
  }
  server.on('upgrade', onUpgrade)
  log.debug({ path: LIVE_PATH }, '[live] listening for sockets')

  return () =>
    new Promise<void>((resolve) => {
      server.off('upgrade', onUpgrade)
      for (const ws of wss.clients) ws.terminate()
      wss.close(() => resolve())
    })
}
