import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'

/**
 * TOTP secrets are sealed with AES-256-GCM under a key derived from PAYLOAD_SECRET, so a copy of the database alone
 * does not give them away; node:crypto is the platform's own, no library needed for three calls.
 */
const keyOf = (secret: string) => createHash('sha256').update(`northgrid-second-factor:${secret}`).digest()

export function seal(plain: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function unseal(sealed: string | null | undefined, secret: string): string | null {
  const [version, iv, tag, data] = (sealed ?? '').split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

export const RECOVERY_CODE_COUNT = 10
// Crockford-like base32 without look-alikes (0/O, 1/I/L): read from paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** Dashes, spaces and case do not count: "abcde-fghjk" is "ABCDEFGHJK". */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** Each code carries about 50 random bits, beyond guessing within the sign-in limits, so one SHA-256 is enough. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`northgrid-recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex')

/** Ten codes shown once (xxxxx-xxxxx) and the hashes kept in their place. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
  return { codes, hashes: codes.map(hashRecoveryCode) }
}
