'use client'

import { useState } from 'react'

import { afterSignIn, signInWithPasskey } from './second-factor-client'

/** `admin.components.afterLogin`: a passkey alone signs in. */
export function PasskeySignIn() {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function signIn() {
    setBusy(true)
    setError('')
    const answer = await signInWithPasskey()
    setBusy(false)
    if (answer.ok) window.location.assign(afterSignIn())
    else setError(answer.error)
  }

  return (
    <div className="ng-passkey-signin">
      <button
        type="button"
        className="btn btn--style-secondary btn--size-large"
        disabled={busy}
        onClick={() => void signIn()}
      >
        Sign in with a passkey
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}
