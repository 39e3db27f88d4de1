import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { lingerAfterEarlyAnswer } from './linger'

/** A real server that answers 413 from the headers alone, before reading any of the body. */
async function refusingServer(limits: { maxBytes: number; maxMs: number }) {
  const server = http.createServer((request, response) => {
    lingerAfterEarlyAnswer(request, response, limits)
    response.writeHead(413, { 'content-type': 'text/plain' }).end('too large')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

type Outcome = { status?: number; text: string; error?: string; sent: number }

/** Uploads `total` bytes in 64 KB writes (chunked when asked), reading the answer as it comes. */
function upload(server: http.Server, total: number, chunked: boolean): Promise<Outcome> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve) => {
    const outcome: Outcome = { text: '', sent: 0 }
    let ended = false
    const finish = () => {
      if (ended) return
      ended = true
      resolve(outcome)
    }
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/', agent: false, headers: chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': total } },
      (res) => {
        outcome.status = res.statusCode
        res.setEncoding('utf8')
        res.on('data', (c: string) => (outcome.text += c))
        res.on('end', finish)
        res.on('error', finish)
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message
      finish()
    })
    req.on('close', () => setTimeout(finish, 50))
    const piece = Buffer.alloc(64 * 1024, 0x20)
    const write = () => {
      while (outcome.sent < total && !req.destroyed) {
        outcome.sent += piece.length
        if (!req.write(piece)) return void req.once('drain', write)
      }
      if (!req.destroyed) req.end()
    }
    write()
  })
}

/**
 * A client that sends its whole body before it reads anything (as simple clients do): it
 * reads the 413 only if the server let the upload finish instead of resetting it.
 */
function uploadThenRead(server: http.Server, total: number): Promise<{ answer: string; error?: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.pause()
    let answer = ''
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1')
      if (answer.includes('too large')) {
        socket.destroy()
        resolve({ answer })
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ answer, error: error.code ?? error.message }))
    socket.on('close', () => resolve({ answer, error: 'closed' }))
    socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${total}\r\n\r\n`)
    const piece = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const write = () => {
      while (sent < total) {
        sent += piece.length
        if (!socket.write(piece)) return void socket.once('drain', write)
      }
      socket.resume()
    }
    write()
  })
}

let server: http.Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

describe('lingering close after an early answer', () => {
  it('lets a client that sends its whole body before reading find the 413 waiting', async () => {
    server = await refusingServer({ maxBytes: 16 * 1024 * 1024, maxMs: 5_000 })
    const outcome = await uploadThenRead(server, 8 * 1024 * 1024)
    expect(outcome.error).toBeUndefined()
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /)
  })

  it('closes the connection once more than the allowance has been dropped: an endless upload is not read for ever', async () => {
    server = await refusingServer({ maxBytes: 256 * 1024, maxMs: 60_000 })
    const outcome = await upload(server, 64 * 1024 * 1024, true)
    expect(outcome.status).toBe(413)
    // The client was cut off long before it could send its 64 MB.
    expect(outcome.sent).toBeLessThan(16 * 1024 * 1024)
  })
})
