import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A node:http server on loopback around a request handler (Node's own signature, as
 * server.ts's wrappers take), for the unit tests of those wrappers. `closeServers` closes
 * every one started; call it after each test.
 */
const servers: http.Server[] = []

export async function serveHandler(handle: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<string> {
  const server = http.createServer((req, res) => void handle(req, res))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

export function closeServers(): void {
  for (const server of servers.splice(0)) server.close()
}
