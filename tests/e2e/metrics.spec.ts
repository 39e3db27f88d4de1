import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures'

import { makeTestCertificate, request, startFront, type TestCertificate } from '../front'
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer'
import { local, Processes, waitForOk } from './instances'
import { E2E_MEDIA_DIR, seededDatabase } from './seeded'

/**
 * A real Prometheus (Debian's /usr/bin/prometheus) scraping two instances' metrics endpoints and the front's
 * exporter (deploy/haproxy.cfg), with the committed alert rules (deploy/prometheus/alerts.yml) loaded: the figures
 * arrive labelled by instance and route template, and the rules' expressions turn true when the mail peer stops
 * (NorthgridDeliveryFailing), for the test's two-day certificate (NorthgridCertificateExpiry) and when an instance
 * dies (NorthgridNotReady, NorthgridInstanceDown). Each instance has a SQLite database of its own, a copy of the
 * browser tests' seeded one.
 */
test.describe.configure({ mode: 'serial' })

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus'
const BASE = Number(process.env.E2E_PORT ?? 3100) + 60
const PORTS = {
  lb: BASE,
  lbHttp: BASE + 1,
  stats: BASE + 2,
  a: BASE + 3,
  b: BASE + 4,
  metricsA: BASE + 5,
  metricsB: BASE + 6,
  prometheus: BASE + 7,
}
const TOKEN = 'metrics-test-token-0123456789abcdef'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-metrics-'))

const processes = new Processes()
let smtp: SmtpPeer
let certificate: TestCertificate

const front = (p: string) => `https://127.0.0.1:${PORTS.lb}${p}`
const prometheus = (p: string) => `http://127.0.0.1:${PORTS.prometheus}${p}`

type Sample = { metric: Record<string, string>; value: [number, string] }
async function query(expr: string): Promise<Sample[]> {
  const res = await fetch(prometheus(`/api/v1/query?query=${encodeURIComponent(expr)}`))
  const body = (await res.json()) as { status: string; data: { result: Sample[] }; error?: string }
  if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`)
  return body.data.result
}
/** The alerts whose expression is true now (pending while their `for` runs, then firing). */
async function activeAlerts(): Promise<string[]> {
  const body = (await (await fetch(prometheus('/api/v1/alerts'))).json()) as {
    data: { alerts: { labels: { alertname: string }; state: string }[] }
  }
  return body.data.alerts.map((a) => a.labels.alertname)
}

async function startInstance(name: 'a' | 'b'): Promise<void> {
  return processes.startSite(name, PORTS[name], {
    DATABASE_URI: await seededDatabase(path.join(work, `${name}.db`)),
    MEDIA_DIR: E2E_MEDIA_DIR,
    PAYLOAD_SECRET: 'metrics-secret-0123456789abcdef',
    SITE_URL: front(''),
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: 'leads@northgrid.example',
    DELIVERY_INSTANCE_ID: `metrics-${name}`,
    METRICS_PORT: String(name === 'a' ? PORTS.metricsA : PORTS.metricsB),
    METRICS_TOKEN: TOKEN,
    RATE_LIMIT_MAX: '10000',
    FORM_MIN_FILL_MS: '0',
  })
}

const sendContact = (email: string) =>
  fetch(local(PORTS.a, '/api/forms/contact'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Morgan Lee', email, message: 'We would like a new store.' }),
  })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  if (!fs.existsSync(PROMETHEUS))
    throw new Error(`${PROMETHEUS} is missing: apt-get install prometheus (as .ci/run does)`)
  smtp = await startSmtpPeer()
  certificate = makeTestCertificate()
  await Promise.all([startInstance('a'), startInstance('b')])
  processes.add(
    'lb',
    startFront(
      { https: PORTS.lb, http: PORTS.lbHttp, stats: PORTS.stats },
      [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
      certificate,
    ),
  )
  const config = path.join(work, 'prometheus.yml')
  fs.writeFileSync(
    config,
    JSON.stringify({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: [path.resolve('deploy/prometheus/alerts.yml')],
      scrape_configs: [
        {
          job_name: 'northgrid',
          authorization: { credentials: TOKEN },
          static_configs: [{ targets: [`127.0.0.1:${PORTS.metricsA}`, `127.0.0.1:${PORTS.metricsB}`] }],
        },
        { job_name: 'haproxy', static_configs: [{ targets: [`127.0.0.1:${PORTS.stats}`] }] },
      ],
    }),
  )
  processes.add(
    'prometheus',
    spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(work, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${PORTS.prometheus}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
    ),
  )
  await waitForOk(prometheus('/-/ready'), 30_000)
})

test.afterAll(async () => {
  await processes.killAll()
  await smtp?.close()
  if (certificate) fs.rmSync(certificate.dir, { recursive: true, force: true })
  fs.rmSync(work, { recursive: true, force: true })
})

test('the metrics are not on the site: their own port, behind a bearer token', async () => {
  expect((await fetch(local(PORTS.a, '/metrics'))).status).toBe(404)
  const metrics = `http://127.0.0.1:${PORTS.metricsA}/metrics`
  expect((await fetch(metrics)).status).toBe(401)
  expect((await fetch(metrics, { headers: { authorization: 'Bearer not-the-token-0123456789abc' } })).status).toBe(401)
  const res = await fetch(metrics, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('northgrid_http_requests_total')
})

test('Prometheus scrapes both instances and the front: requests by route template, cache, memory, event loop', async () => {
  test.setTimeout(120_000)
  await expect
    .poll(async () => (await query('up')).map((s) => `${s.metric.job} ${s.metric.instance} ${s.value[1]}`).sort(), {
      timeout: 30_000,
    })
    .toEqual([
      `haproxy 127.0.0.1:${PORTS.stats} 1`,
      `northgrid 127.0.0.1:${PORTS.metricsA} 1`,
      `northgrid 127.0.0.1:${PORTS.metricsB} 1`,
    ])
  // Through the front (round robin: both instances answer), then a page twice on each (the HTML cache's hit).
  const unique = `zz-unheard-of-${Date.now()}`
  for (let i = 0; i < 6; i++) expect((await request(front('/'), certificate.cert)).status).toBe(200)
  for (const port of [PORTS.a, PORTS.b]) {
    for (let i = 0; i < 3; i++) await fetch(local(port, '/'))
    expect((await fetch(local(port, `/${unique}`))).status).toBe(404)
  }

  const byInstance = async (expr: string) =>
    Object.fromEntries((await query(expr)).map((s) => [s.metric.instance_id, Number(s.value[1])]))
  // Counters start at zero (a series exists before its first request): each instance's own requests are awaited.
  const counted = async (expr: string) => {
    const by = await byInstance(expr)
    return [by['metrics-a'] > 0, by['metrics-b'] > 0]
  }
  await expect
    .poll(() => counted('sum by (instance_id) (northgrid_http_requests_total{route="/", code="200"})'), {
      timeout: 30_000,
    })
    .toEqual([true, true])
  const routes = (await query('count by (route) (northgrid_http_requests_total)')).map((s) => s.metric.route)
  expect(routes).toContain('/')
  expect(routes).toContain('/[slug]')
  // Bounded labels: the path a visitor typed is never a label value.
  expect(routes.filter((r) => r.includes(unique))).toEqual([])
  await expect
    .poll(() => counted('sum by (instance_id) (northgrid_http_request_duration_seconds_count{route="/"})'), {
      timeout: 30_000,
    })
    .toEqual([true, true])

  // The HTML cache fills in the background after a miss: a later view of the page is a hit, on each instance.
  await expect
    .poll(
      async () => {
        for (const port of [PORTS.a, PORTS.b]) await fetch(local(port, '/'))
        const hits = await byInstance('northgrid_html_cache_lookups_total{result="hit"}')
        return [hits['metrics-a'] > 0, hits['metrics-b'] > 0]
      },
      { timeout: 60_000 },
    )
    .toEqual([true, true])
  for (const expr of [
    'nodejs_eventloop_lag_p99_seconds',
    'process_resident_memory_bytes',
    'northgrid_open_sockets{kind="tcp"}',
    'northgrid_outbox_scrape_ok == 1',
    'northgrid_outbox_depth{kind="contactMessages"}',
  ])
    expect(Object.keys(await byInstance(expr)).sort(), expr).toEqual(['metrics-a', 'metrics-b'])

  // The front: both servers up by their /readyz checks, and its answers counted.
  const up = await query('haproxy_server_status{proxy="instances", state="UP"} == 1')
  expect(up.map((s) => s.metric.server).sort()).toEqual(['a', 'b'])
  const answered = await query('sum(haproxy_backend_http_responses_total{proxy="instances", code="2xx"})')
  expect(Number(answered[0]?.value[1])).toBeGreaterThan(0)
})

test('the mail peer stops: lead deliveries fail, the outbox fills and NorthgridDeliveryFailing fires', async () => {
  test.setTimeout(180_000)
  expect((await sendContact('metrics-delivered@example.org')).status).toBe(200)
  await expect
    .poll(
      async () =>
        (await query('sum(northgrid_lead_deliveries_total{kind="contactMessages", outcome="delivered"})'))[0]?.value[1],
      {
        timeout: 30_000,
      },
    )
    .toBe('1')
  // While deliveries succeed, the rule's expression is false.
  expect(await activeAlerts()).not.toContain('NorthgridDeliveryFailing')

  await smtp.close()
  expect((await sendContact('metrics-undelivered@example.org')).status).toBe(200)
  await expect.poll(activeAlerts, { timeout: 90_000 }).toContain('NorthgridDeliveryFailing')
  // The gauges are as fresh as the last scrape, which may come after the alert's evaluation.
  const waiting = async () => {
    const depth = await query('northgrid_outbox_depth{kind="contactMessages", instance_id="metrics-a"}')
    const failed = await query('northgrid_outbox_failed{kind="contactMessages", instance_id="metrics-a"}')
    return Number(depth[0]?.value[1] ?? 0) + Number(failed[0]?.value[1] ?? 0)
  }
  await expect.poll(waiting, { timeout: 30_000 }).toBe(1)
  const retries = await query(
    'sum(northgrid_lead_deliveries_total{kind="contactMessages", outcome=~"retrying|failed"})',
  )
  expect(Number(retries[0].value[1])).toBeGreaterThanOrEqual(2)
})

test('the certificate expires within 14 days (the test one lasts 2): NorthgridCertificateExpiry fires', async () => {
  await expect.poll(activeAlerts, { timeout: 30_000 }).toContain('NorthgridCertificateExpiry')
  // Each instance's series: one whose first read came before the front listened reads it again within 10 s.
  const hosts = async () =>
    (await query('northgrid_tls_certificate_expiry_timestamp_seconds')).map((s) => s.metric.host)
  await expect.poll(hosts, { timeout: 30_000 }).toEqual([`127.0.0.1:${PORTS.lb}`, `127.0.0.1:${PORTS.lb}`])
})

test('an instance dies: the front takes it out (NorthgridNotReady) and its scrape fails (NorthgridInstanceDown)', async () => {
  test.setTimeout(60_000)
  expect(await activeAlerts()).not.toContain('NorthgridNotReady')
  await processes.kill('b')
  await expect
    .poll(activeAlerts, { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['NorthgridNotReady', 'NorthgridInstanceDown']))
})
