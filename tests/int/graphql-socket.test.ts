import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { gql } from '@apollo/client'
import { buildSchema, execute, parse, subscribe } from 'graphql'
import { useServer } from 'graphql-ws/use/ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'

import { createContentClient, RETRY, type ContentClient } from '@/lib/graphql/client'
import type { TokenStore } from '@/lib/graphql/token'

/**
 * The content client's socket (src/lib/graphql/client.ts): subscriptions go over graphql-ws,
 * with the stored token in the init payload; signing in and out resets the query cache and
 * restarts the socket with the new token, and a lost connection comes back with backoff.
 * Against a real graphql-ws server on a real port, which records every connection_init.
 */
const schema = buildSchema(`
  type Query { hello: String }
  type Subscription { ticks: Int! }
`)

let server: http.Server
let wss: WebSocketServer
let uri: string
const inits: unknown[] = []

beforeAll(async () => {
  server = http.createServer((_request, response) => response.writeHead(404).end())
  wss = new WebSocketServer({ server, path: '/graphql' })
  const rootValue = {
    ticks: async function* () {
      for (let n = 0; ; n++) {
        yield { ticks: n }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
  useServer(
    {
      schema,
      // Parsed and run with this module's graphql: graphql-ws may load another copy of it (ESM beside CommonJS).
      execute,
      subscribe,
      onSubscribe: (_ctx, _id, payload) => ({
        schema,
        document: parse(payload.query),
        variableValues: payload.variables,
        operationName: payload.operationName,
        rootValue,
      }),
      onConnect: (ctx) => {
        inits.push(ctx.connectionParams ?? null)
      },
    },
    wss,
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
})

afterAll(async () => {
  for (const client of wss.clients) client.terminate()
  await new Promise((resolve) => wss.close(resolve))
  await new Promise((resolve) => server.close(resolve))
})

const until = async (check: () => boolean, what: string, ms = 10_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function memoryStore(): TokenStore {
  let token: string | undefined
  return { get: () => token, set: (value) => void (token = value), clear: () => void (token = undefined) }
}

/** Ticks received since `from`: the subscription is alive when they keep coming. */
function ticking(client: ContentClient) {
  const ticks: number[] = []
  const subscription = client.apollo
    .subscribe<{ ticks: number }>({
      query: gql`
        subscription Ticks {
          ticks
        }
      `,
    })
    .subscribe({ next: (result) => void (result.data ? ticks.push(result.data.ticks) : undefined) })
  return { ticks, stop: () => subscription.unsubscribe() }
}

describe('the content client over the socket', () => {
  it('restarts the socket with the new token on sign-in and sign-out, resetting the query cache', async () => {
    inits.length = 0
    const store = memoryStore()
    const planned: number[] = []
    const client = createContentClient({
      uri,
      token: store,
      logger: { warn() {}, error() {} },
      socket: { webSocketImpl: WebSocket },
      retry: { wait: (ms) => (planned.push(ms), 0) },
    })
    const { ticks, stop } = ticking(client)
    try {
      await until(() => ticks.length > 2, 'the first ticks')
      expect(inits).toEqual([{}])

      const HELLO = gql('query Hello { hello }')
      client.apollo.writeQuery({ query: HELLO, data: { hello: 'cached' } })
      expect(client.apollo.readQuery({ query: HELLO })).toEqual({ hello: 'cached' })
      const before = ticks.length
      await client.signIn('token-a')
      await until(() => inits.length === 2, 'the socket restarted')
      expect(inits[1]).toEqual({ Authorization: 'Bearer token-a' })
      expect(client.apollo.readQuery({ query: HELLO })).toBeNull()
      // The subscription followed the socket: a new run of ticks from 0 (the new run may start before this line).
      await until(() => ticks.slice(before).includes(0), 'a new run of ticks after the restart')
      const restartedAt = before + ticks.slice(before).indexOf(0)
      await until(() => ticks.length > restartedAt + 2, 'ticks after the restart')
      expect(ticks.slice(restartedAt, restartedAt + 3)).toEqual([0, 1, 2])

      await client.signOut()
      await until(() => inits.length === 3, 'the socket restarted again')
      expect(inits[2]).toEqual({})
      // A restart for a token waits for nothing.
      expect(planned).toEqual([])
    } finally {
      stop()
      await client.dispose()
    }
  })

  it('reconnects after the connection is lost, with the backoff, keeping the subscription', async () => {
    inits.length = 0
    const planned: number[] = []
    const client = createContentClient({
      uri,
      logger: { warn() {}, error() {} },
      socket: { webSocketImpl: WebSocket },
      retry: { wait: (ms) => (planned.push(ms), 0) },
    })
    const { ticks, stop } = ticking(client)
    try {
      await until(() => ticks.length > 0 && inits.length === 1, 'the first ticks')
      for (const socket of wss.clients) socket.terminate()
      await until(() => inits.length === 2, 'the reconnection')
      const seen = ticks.length
      await until(() => ticks.length > seen + 2, 'ticks after the reconnection')
      expect(planned).toEqual([RETRY.initialMs])
    } finally {
      stop()
      await client.dispose()
    }
  })
})
