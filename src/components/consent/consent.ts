/** SPEC.md sections 4 and 9; a cookie of the same name when local storage is unavailable. */
export const CONSENT_KEY = 'cookie:accepted'
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
export const CONSENT_EVENTS = {
  change: 'cookie-consent-change',
  accept: 'cookie-consent-accept',
  revoke: 'cookie-consent-revoke',
  closed: 'cookie-notice-closed',
} as const

export type Consent = 'accepted' | 'declined' | 'unset'

function storage(): Storage | null {
  try {
    const s = window.localStorage
    const probe = '__consent_probe__'
    s.setItem(probe, '1')
    s.removeItem(probe)
    return s
  } catch {
    return null
  }
}

const cookieName = encodeURIComponent(CONSENT_KEY)

/** For when neither local storage nor cookies can be written. */
let sessionChoice: boolean | null = null

export function readConsent(): Consent {
  const s = storage()
  const raw = s
    ? s.getItem(CONSENT_KEY)
    : (document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${cookieName}=`))
        ?.split('=')[1] ?? null)
  const value = raw === 'true' ? true : raw === 'false' ? false : sessionChoice
  return value === true ? 'accepted' : value === false ? 'declined' : 'unset'
}

export function writeConsent(accepted: boolean): void {
  sessionChoice = accepted
  const s = storage()
  if (s) s.setItem(CONSENT_KEY, String(accepted))
  else document.cookie = `${cookieName}=${accepted}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
  window.dispatchEvent(new Event(CONSENT_EVENTS.change))
  if (accepted) window.dispatchEvent(new Event(CONSENT_EVENTS.accept))
}

export function clearConsent(): void {
  sessionChoice = null
  storage()?.removeItem(CONSENT_KEY)
  document.cookie = `${cookieName}=; Max-Age=0; Path=/; SameSite=Lax`
  window.dispatchEvent(new Event(CONSENT_EVENTS.change))
}
