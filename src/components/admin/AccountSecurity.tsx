'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { RecoveryCodes } from './RecoveryCodes'
import { addPasskey, call } from './second-factor-client'
import { TotpEnrolment } from './TotpEnrolment'

type State = { totp: boolean; passkeys: number; recoveryCodesLeft: number; required: boolean }
type Passkey = { id: number | string; name?: string | null; createdAt: string; lastUsedAt?: string | null }

/** A click handler running `fn` (React takes no promise there). */
const act = (fn: () => Promise<void>) => () => void fn()

const when = (iso?: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : 'never')

/**
 * On one's own account page (/build/account): passkeys (add, remove), the authenticator app and recovery codes. On
 * another's, for admins: reset their second factors (a lost device), which also signs them out.
 */
export function AccountSecurity() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const nameId = useId()
  const self = Boolean(user && String(user.id) === String(id))
  const isAdmin = Array.isArray(user?.roles) && user.roles.includes('admin')
  const [state, setState] = useState<State | null>(null)
  const [keys, setKeys] = useState<Passkey[]>([])
  const [codes, setCodes] = useState<string[] | null>(null)
  const [name, setName] = useState('')
  const [message, setMessage] = useState('')

  // Counts changes: each one reads the state again.
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!self) return
    let current = true
    void Promise.all([
      call<State>('/second-factor', { method: 'GET' }),
      call<{ passkeys: Passkey[] }>('/passkeys', { method: 'GET' }),
    ]).then(([now, list]) => {
      if (!current) return
      if (now.ok) setState(now.body)
      if (list.ok) setKeys(list.body.passkeys)
    })
    return () => {
      current = false
    }
  }, [self, version])

  const report = (answer: { ok: boolean; error?: string }, done: string) => {
    setMessage(answer.ok ? done : (answer.error ?? ''))
    setVersion((v) => v + 1)
  }

  if (!self) {
    if (!isAdmin || !id) return null
    return (
      <fieldset className="ng-account-security">
        <legend>Second factors</legend>
        <p>
          A lost device: reset this account&apos;s passkeys, authenticator app and recovery codes. It is signed out.
        </p>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={act(async () => {
            if (!window.confirm('Reset the second factors of this account and sign it out everywhere?')) return
            report(
              await call(`/${id}/second-factor/reset`),
              'Second factors reset: they set them up again at their next sign-in.',
            )
          })}
        >
          Reset second factors
        </button>
        {message && <p role="status">{message}</p>}
      </fieldset>
    )
  }

  return (
    <fieldset className="ng-account-security">
      <legend>Passkeys and second factor</legend>
      {state?.required && <p>Your role requires a second factor (a passkey or an authenticator app).</p>}
      <h3>Passkeys</h3>
      {keys.length ? (
        <ul aria-label="Your passkeys">
          {keys.map((key) => (
            <li key={key.id}>
              <span>
                {key.name || 'Passkey'} (added {when(key.createdAt)}, last used {when(key.lastUsedAt)})
              </span>{' '}
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                aria-label={`Remove ${key.name || 'passkey'}`}
                onClick={act(async () =>
                  report(await call(`/passkeys/${key.id}`, { method: 'DELETE' }), 'Passkey removed.'),
                )}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No passkey yet.</p>
      )}
      <label htmlFor={nameId}>Name of the new passkey</label>
      <input
        id={nameId}
        value={name}
        maxLength={80}
        placeholder="Work laptop"
        onChange={(e) => setName(e.target.value)}
      />
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={act(async () => {
          const answer = await addPasskey(name || 'Passkey')
          if (answer.ok && answer.body.recoveryCodes) setCodes(answer.body.recoveryCodes)
          report(answer, 'Passkey added.')
        })}
      >
        Add a passkey
      </button>

      <h3>Authenticator app</h3>
      {state?.totp ? (
        <p>
          Set up.{' '}
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={act(async () => report(await call('/second-factor/totp/remove'), 'Authenticator app removed.'))}
          >
            Remove the authenticator app
          </button>
        </p>
      ) : (
        <TotpEnrolment
          onDone={(fresh) => {
            if (fresh) setCodes(fresh)
            report({ ok: true }, 'Authenticator app set up.')
          }}
        />
      )}

      <h3>Recovery codes</h3>
      <p>{state ? `${state.recoveryCodesLeft} left.` : ''}</p>
      {state && (state.totp || state.passkeys > 0) && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={act(async () => {
            const answer = await call<{ recoveryCodes: string[] }>('/second-factor/recovery-codes')
            if (answer.ok) setCodes(answer.body.recoveryCodes)
            report(answer, 'New recovery codes: the old ones no longer work.')
          })}
        >
          New recovery codes
        </button>
      )}
      {codes && <RecoveryCodes codes={codes} />}
      {message && <p role="status">{message}</p>}
    </fieldset>
  )
}
