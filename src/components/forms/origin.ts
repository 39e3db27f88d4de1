import { CONSENT_EVENTS, readConsent } from '@/components/consent/consent'

/**
 * First-party attribution, kept only with the visitor's consent: the campaign (utm_*), the referring site and the
 * page of a visit that arrived from outside. Before a choice it is held in memory for this page's life; a decline
 * or a revocation forgets it. Without consent a form sends nothing of it (the server reads what the send carries).
 */

const KEY = 'lead:origin'
const MAX_AGE_MS = 30 * 24 * 3600 * 1000
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']

type Held = { at: number; value: string }
let held: Held | null = null

function stored(): Held | null {
  try {
    const raw = window.localStorage.getItem(KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (parsed && typeof parsed === 'object' && 'at' in parsed && 'value' in parsed) {
      const { at, value } = parsed
      if (typeof at === 'number' && typeof value === 'string' && Date.now() - at < MAX_AGE_MS) return { at, value }
    }
  } catch {
    // Storage refused or a value not ours: nothing is kept.
  }
  return null
}

function keep(entry: Held): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(entry))
  } catch {
    // Without storage the entry lives as long as the page.
  }
}

function forget(): void {
  held = null
  try {
    window.localStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}

/** Runs once per page load (instrumentation-client.ts), before any client navigation changes the address. */
export function captureOrigin(): void {
  window.addEventListener(CONSENT_EVENTS.change, () => readConsent() === 'accepted' || forget())
  if (readConsent() === 'declined') return forget()
  const here = new URL(window.location.href)
  if (here.pathname.startsWith('/build')) return
  let from: URL | null = null
  try {
    from = document.referrer ? new URL(document.referrer) : null
  } catch {
    from = null
  }
  const external = from !== null && from.origin !== here.origin
  const campaign = UTM.some((k) => here.searchParams.has(k))
  // A page reached from another of ours says nothing of how the visit began.
  if (from && !external && !campaign) return
  const params = new URLSearchParams()
  for (const k of UTM) {
    const v = here.searchParams.get(k)
    if (v) params.set(k, v)
  }
  if (external && from) params.set('ref', from.origin)
  params.set('landing', here.pathname)
  const entry = { at: Date.now(), value: params.toString() }
  // A direct visit does not replace a campaign or a referral kept earlier.
  if (!external && !campaign && stored()) return
  held = entry
  if (readConsent() === 'accepted') keep(entry)
  else window.addEventListener(CONSENT_EVENTS.accept, () => held && keep(held), { once: true })
}

/** What a form sends: the kept origin when consent allows, else nothing. */
export function originField(): string {
  if (readConsent() !== 'accepted') return ''
  return (held ?? stored())?.value ?? ''
}
