import { z } from 'zod'

import { env } from '@/config/env'

/** The verification URL is configurable so tests can answer it locally. */
export type CaptchaResult = { ok: true } | { ok: false; status: 400 | 503; message: string }

export async function verifyCaptcha(token: unknown, remoteIp: string): Promise<CaptchaResult> {
  const captcha = env().captcha
  if (!captcha) return { ok: true }
  if (typeof token !== 'string' || token === '')
    return { ok: false, status: 400, message: 'Please tick "I\'m not a robot" before sending.' }
  try {
    const res = await fetch(captcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: captcha.secret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(10_000),
    })
    const body = z.object({ success: z.boolean().optional() }).safeParse(await res.json())
    return body.success && body.data.success === true
      ? { ok: true }
      : { ok: false, status: 400, message: 'The robot check did not pass. Please tick the box again.' }
  } catch {
    return { ok: false, status: 503, message: 'The robot check is not answering. Please try again in a minute.' }
  }
}
