'use client'

import { useId, useState } from 'react'

import { afterSignIn, call, signInWithPasskey, addPasskey } from './second-factor-client'
import { RecoveryCodes, TotpEnrolment } from './TotpEnrolment'

type Props = { stage: 'verify' | 'enrol'; email: string; totp: boolean; passkeys: number }

/** The step after the password on /build/login: a code (or recovery code, or passkey), or enrolment when required. */
export function SecondFactorPrompt({ stage, email, totp, passkeys }: Props) {
  const codeId = useId()
  const [useRecovery, setUseRecovery] = useState(!totp)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)

  const go = () => window.location.assign(afterSignIn())

  async function cancel() {
    await call('/second-factor/cancel')
    window.location.reload()
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    const body = useRecovery ? { recoveryCode: code } : { code }
    const answer = await call('/second-factor/verify', { body })
    setBusy(false)
    if (answer.ok) go()
    else setError(answer.error)
  }

  async function passkey() {
    setBusy(true)
    setError('')
    const answer = stage === 'verify' ? await signInWithPasskey() : await addPasskey('Passkey')
    setBusy(false)
    if (!answer.ok) return setError(answer.error)
    const fresh = 'recoveryCodes' in answer.body ? answer.body.recoveryCodes : null
    if (fresh) setCodes(fresh)
    else go()
  }

  if (codes)
    return (
      <section className="ng-second-factor" aria-label="Second factor">
        <RecoveryCodes codes={codes} />
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={go}>
          I have saved them: continue
        </button>
      </section>
    )

  return (
    <section className="ng-second-factor" aria-label="Second factor">
      <p className="ng-second-factor__who">Signing in as {email}</p>
      {stage === 'enrol' ? (
        <>
          <h2>Set up a second factor</h2>
          <p>
            Your role may read visitors&apos; personal data, and the agency requires a second factor for it. Set one up
            to continue: nothing is open to this account until then.
          </p>
          <TotpEnrolment onDone={(fresh) => (fresh ? setCodes(fresh) : go())} />
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            disabled={busy}
            onClick={() => void passkey()}
          >
            Add a passkey instead
          </button>
        </>
      ) : (
        <form onSubmit={(event) => void verify(event)}>
          <h2>Second factor</h2>
          <label htmlFor={codeId}>{useRecovery ? 'Recovery code' : 'Code from your authenticator app'}</label>
          <input
            id={codeId}
            name="code"
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy}>
            Verify
          </button>
          {totp && (
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              onClick={() => setUseRecovery(!useRecovery)}
            >
              {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
            </button>
          )}
          {passkeys > 0 && (
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              disabled={busy}
              onClick={() => void passkey()}
            >
              Use a passkey
            </button>
          )}
        </form>
      )}
      {error && <p role="alert">{error}</p>}
      <button type="button" className="btn btn--style-none btn--size-small" onClick={() => void cancel()}>
        Cancel and sign in as someone else
      </button>
    </section>
  )
}
