'use client'

import { useId, useState } from 'react'

import { RecoveryCodes } from './RecoveryCodes'
import { call } from './second-factor-client'

type Setup = { secret: string; uri: string; qr: string }

/** Set up an authenticator app: the QR code and secret shown once, confirmed with a code before it counts. */
export function TotpEnrolment({ onDone }: { onDone: (codes: string[] | null) => void }) {
  const codeId = useId()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function start() {
    setBusy(true)
    const answer = await call<Setup>('/second-factor/totp/setup')
    setBusy(false)
    if (answer.ok) setSetup(answer.body)
    else setError(answer.error)
  }

  async function confirm() {
    setBusy(true)
    setError('')
    const answer = await call<{ recoveryCodes: string[] | null }>('/second-factor/totp/confirm', { body: { code } })
    setBusy(false)
    if (answer.ok) onDone(answer.body.recoveryCodes)
    else setError(answer.error)
  }

  if (!setup)
    return (
      <div>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          disabled={busy}
          onClick={() => void start()}
        >
          Set up an authenticator app
        </button>
        {error && <p role="alert">{error}</p>}
      </div>
    )
  return (
    // Not a <form>: on the account page it sits inside the document's own form.
    <div className="ng-totp" role="group" aria-label="Set up an authenticator app">
      <p>Scan this code with your authenticator app, or type the secret into it.</p>
      {/* Our own SVG, drawn by uqr on the server from the otpauth address. */}
      <div className="ng-totp__qr" aria-hidden="true" dangerouslySetInnerHTML={{ __html: setup.qr }} />
      <p>
        Secret: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <p>
        <a href={setup.uri}>Open in an authenticator app on this device</a>
      </p>
      <label htmlFor={codeId}>Code the app shows</label>
      <input
        id={codeId}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          void confirm()
        }}
      />
      <button
        type="button"
        className="btn btn--style-primary btn--size-medium"
        disabled={busy}
        onClick={() => void confirm()}
      >
        Confirm
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}

export { RecoveryCodes }
