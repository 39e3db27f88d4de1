import fs from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { countDelivery } from './registry'
import { routeTemplates, serveMetrics } from './server'

describe('route templates', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-routes-'))
  // The shape of Next.js's routes-manifest.json (only the fields read).
  fs.writeFileSync(
    path.join(dir, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [{ page: '/', regex: '^/(?:/)?$' }],
      dynamicRoutes: [
        { page: '/blog/[[...id]]', regex: '^/blog(?:/(.+?))?(?:/)?$' },
        { page: '/[slug]', regex: '^/([^/]+?)(?:/)?$' },
      ],
    }),
  )
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('names each path by its route, never by what was typed', () => {
    const routeOf = routeTemplates(dir)
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/blog/some-post')).toBe('/blog/[[...id]]')
    expect(routeOf('/about-us')).toBe('/[slug]')
    expect(routeOf('/a/b/c/d')).toBe('unmatched')
    expect(routeOf('/_next/static/chunks/abc123.js')).toBe('/_next/static')
  })

  it('without a build, every path is one label', () => {
    expect(routeTemplates(path.join(dir, 'missing'))('/about-us')).toBe('unmatched')
  })
})

describe('the metrics endpoint', () => {
  let server: Server
  afterAll(() => server?.close())

  it('answers GET /metrics only with its bearer token', async () => {
    const token = 'unit-test-metrics-token-0123456789'
    server = serveMetrics({ port: 0, host: '127.0.0.1', token })
    await new Promise((resolve) => server.once('listening', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    countDelivery('contactMessages', 'delivered')

    expect((await fetch(`${base}/metrics`)).status).toBe(401)
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}x` } })).status).toBe(401)
    expect((await fetch(`${base}/other`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404)
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    const body = await res.text()
    expect(body).toMatch(
      /^northgrid_lead_deliveries_total\{kind="contactMessages",outcome="delivered",instance_id="[^"]+"\} 1$/m,
    )
    expect(body).toMatch(
      /^northgrid_lead_deliveries_total\{kind="jobApplications",outcome="failed",instance_id="[^"]+"\} 0$/m,
    )
    expect(body).toContain('nodejs_eventloop_lag_p99_seconds')
  })
})
