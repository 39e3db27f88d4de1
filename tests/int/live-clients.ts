import { createClient, type Client } from 'graphql-ws'
import WebSocket from 'ws'

/**
 * A client of a live socket (src/publish/live/socket.ts) following one subscription, as the live tests open them: what
 * its root field yields (and when), the GraphQL errors and the close codes it gets. Kept in `clients`, for the test
 * to dispose of.
 */
export function follow<T>(
  url: string,
  { query, field, connectionParams }: { query: string; field: string; connectionParams?: Record<string, unknown> },
  clients: Client[],
) {
  let connected = () => {}
  const ready = new Promise<void>((resolve) => (connected = resolve))
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    // Recorded below through the subscription's error callback, not printed.
    onNonLazyError: () => {},
    on: { connected },
  })
  clients.push(client)
  const received: T[] = []
  const receivedAt: number[] = []
  const errors: string[] = []
  const closes: number[] = []
  client.on('closed', (event) => {
    if (event && typeof event === 'object' && 'code' in event && typeof event.code === 'number') closes.push(event.code)
  })
  client.subscribe<Record<string, T>>(
    { query },
    {
      next: (message) => {
        if (message.data) {
          received.push(message.data[field])
          receivedAt.push(Date.now())
        }
        for (const error of message.errors ?? []) errors.push(error.message)
      },
      error: (error) => errors.push(error instanceof Error ? error.message : JSON.stringify(error)),
      complete: () => {},
    },
  )
  return { client, received, receivedAt, errors, closes, ready }
}

/** Waits until `check` holds, polling every 20 ms; fails naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
