import { env } from '@/config/env'
import type { CaptchaConfig } from '@/components/forms/Captcha'

/** Never the secret. */
export function publicCaptchaConfig(): CaptchaConfig | undefined {
  const c = env().captcha
  return c ? { siteKey: c.siteKey, version: c.version, scriptUrl: c.scriptUrl } : undefined
}
