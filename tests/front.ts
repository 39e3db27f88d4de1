import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { buffer as readAll } from 'node:stream/consumers'
import { TLSSocket } from 'node:tls'

/**
 * The committed front (deploy/haproxy.cfg: TLS, HTTP/2, http -> https, micro-cache) for the
 * tests and benchmarks, with a certificate made for the run: a self-signed certificate for
 * 127.0.0.1 and localhost (openssl, in a temporary folder), which is its own CA, so a
 * client trusts it by passing `ca` (Node) or by ignoring certificate errors (the browser).
 */
export type TestCertificate = { dir: string; pem: string; cert: string; certPath: string }

export function makeTestCertificate(): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-front-'))
  const key = path.join(dir, 'key.pem')
  const certPath = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  )
  const cert = fs.readFileSync(certPath, 'utf8')
  // HAProxy's `crt` reads the chain and its key from one file.
  const pem = path.join(dir, 'front.pem')
  fs.writeFileSync(pem, cert + fs.readFileSync(key, 'utf8'), { mode: 0o600 })
  return { dir, pem, cert, certPath }
}

/** stats: where the front's statistics and Prometheus exporter listen (unset: a socket file no test reads). */
export type FrontPorts = { https: number; http: number; stats?: number }

/**
 * Starts HAProxy with deploy/haproxy.cfg on loopback in front of one or two instances
 * (host:port; one instance is named twice). Started detached: stop it with
 * process.kill(-child.pid).
 */
export function startFront(
  ports: FrontPorts,
  instances: [string] | [string, string],
  certificate: TestCertificate,
  root = process.cwd(),
): ChildProcess {
  return spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      LB_BIND: `127.0.0.1:${ports.https}`,
      LB_HTTP_BIND: `127.0.0.1:${ports.http}`,
      LB_STATS_BIND: ports.stats ? `127.0.0.1:${ports.stats}` : `unix@${path.join(certificate.dir, 'stats.sock')}`,
      TLS_CERT: certificate.pem,
      SITE_URL: `https://127.0.0.1:${ports.https}`,
      INSTANCE_A: instances[0],
      INSTANCE_B: instances[1] ?? instances[0],
      // Runs as whoever runs the tests (deploy/haproxy.cfg drops root only for a service started as root).
      LB_UNPRIVILEGED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; alpn: string | null }

/**
 * One request over a fresh connection, to http or https (trusting `ca`), answered whole:
 * the body is read with stream/consumers, which rejects when the answer is cut off. HTTP/1.1
 * (node:https); `alpn` says what TLS agreed on.
 */
export function request(
  address: string,
  ca: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(address)
  const options = { method: init.method ?? 'GET', headers: init.headers }
  return new Promise((resolve, reject) => {
    const answered = (res: http.IncomingMessage) => {
      const socket = res.socket
      const alpn = socket instanceof TLSSocket ? socket.alpnProtocol || null : null
      readAll(res).then(
        (body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString(), alpn }),
        reject,
      )
    }
    // A client that offers only HTTP/1.1 in ALPN, as one without HTTP/2 does.
    const req =
      url.protocol === 'https:'
        ? https.request(url, { ...options, agent: new https.Agent({ ca, ALPNProtocols: ['http/1.1'] }) }, answered)
        : http.request(url, { ...options, agent: false }, answered)
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')))
    req.end(init.body)
  })
}
