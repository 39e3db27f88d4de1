import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/** The server-side captcha check against a local server speaking the verification protocol. */
const received: URLSearchParams[] = []
let server: http.Server

vi.hoisted(() => {
  process.env.RECAPTCHA_SITE_KEY = 'site-key-test'
  process.env.RECAPTCHA_SECRET_KEY = 'secret-key-test'
  process.env.RECAPTCHA_VERIFY_URL = 'http://127.0.0.1:1/unset'
})

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const params = new URLSearchParams(body)
      received.push(params)
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: params.get('response') === 'good-token' }))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
})

afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('verifyCaptcha', () => {
  it('asks the verification URL with the secret and the token, and follows its answer', async () => {
    const { verifyCaptcha } = await import('@/leads/captcha')
    expect(await verifyCaptcha('good-token', '198.51.100.7')).toEqual({ ok: true })
    expect(received[0].get('secret')).toBe('secret-key-test')
    expect(received[0].get('remoteip')).toBe('198.51.100.7')
    expect(await verifyCaptcha('forged', '198.51.100.7')).toMatchObject({ ok: false, status: 400 })
    expect(await verifyCaptcha(undefined, '198.51.100.7')).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/robot/),
    })
    expect(received).toHaveLength(2)
  })

  it('exposes the site key but never the secret to the browser', async () => {
    const { publicCaptchaConfig } = await import('@/leads/captcha-config')
    expect(publicCaptchaConfig()).toEqual({
      siteKey: 'site-key-test',
      version: 2,
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    })
  })
})
