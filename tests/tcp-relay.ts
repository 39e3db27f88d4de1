import net from 'node:net'

/**
 * A TCP relay on loopback to a real server (a CMS, PostgreSQL), that a test can stop and start again: stopped, it
 * refuses connections and cuts the open ones, as a machine that went down does. Hand-written: a few lines of node:net.
 */
export type Relay = { port: number; stop(): Promise<void>; start(): Promise<void>; close(): Promise<void> }

export async function startRelay(target: { host: string; port: number }, port = 0): Promise<Relay> {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let bound = port
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      s.once('error', reject)
      s.listen(bound, '127.0.0.1', () => {
        bound = (s.address() as net.AddressInfo).port
        server = s
        resolve()
      })
    })
  const stop = async () => {
    const s = server
    server = null
    for (const socket of sockets) socket.destroy()
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
  }
  await listen()
  return {
    get port() {
      return bound
    },
    stop,
    start: () => (server ? Promise.resolve() : listen()),
    close: stop,
  }
}
