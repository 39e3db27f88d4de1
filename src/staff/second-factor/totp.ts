import { Secret, TOTP } from 'otpauth'

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const WINDOW = 1

export const newTotpSecret = () => new Secret({ size: 20 }).base32

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ ...TOTP_PARAMS, issuer: 'Northgrid', label, secret: Secret.fromBase32(secret) })

export const totpUri = (secret: string, label: string) => totpOf(secret, label).toString()

/** The time step the code belongs to, or null when it matches none within the window. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const totp = totpOf(secret)
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}
