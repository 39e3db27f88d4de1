import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP peer on loopback for the tests and benchmarks (the smtp-server package).
 * In 'accept' mode every message is acknowledged ("250 OK") and kept in `accepted`; in
 * 'hold' mode a message arrives but is not acknowledged until `release` is called (or
 * never): a delivery whose outcome the sender does not know yet.
 */
export type Received = { raw: string; to: string[]; from: string; at: number }

export type SmtpPeer = {
  port: number
  url: string
  mode: 'accept' | 'hold'
  accepted: Received[]
  held: (Received & { release: () => void })[]
  close: () => Promise<void>
}

export async function startSmtpPeer(mode: SmtpPeer['mode'] = 'accept'): Promise<SmtpPeer> {
  const peer: SmtpPeer = { port: 0, url: '', mode, accepted: [], held: [], close: async () => {} }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString()))
      stream.on('end', () => {
        const message = {
          raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          at: Date.now(),
        }
        if (peer.mode === 'hold') peer.held.push({ ...message, release: () => callback() })
        else {
          peer.accepted.push(message)
          callback()
        }
      })
    },
  })
  server.on('error', () => {}) // a client killed mid-message resets its connection
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  peer.port = (server.server.address() as AddressInfo).port
  peer.url = `smtp://127.0.0.1:${peer.port}`
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return peer
}
