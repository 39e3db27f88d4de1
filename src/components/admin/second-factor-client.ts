'use client'

import { startAuthentication, startRegistration } from '@simplewebauthn/browser'

import { firstMessage } from './error-answer'

/** The browser's side of src/staff/second-factor: each call answers with the server's JSON or its error message. */
export type Answer<T> = { ok: true; body: T } | { ok: false; error: string }

export async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const response = await fetch(`/api/users${path}`, {
    method: init.method ?? 'POST',
    credentials: 'include',
    headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).catch(() => null)
  const json: unknown = await response?.json().catch(() => null)
  if (response?.ok) return { ok: true, body: json as T }
  return { ok: false, error: firstMessage(json) ?? 'Something went wrong. Please try again.' }
}

const refusedByBrowser = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError'
    ? 'The passkey request was cancelled or timed out.'
    : 'This browser or device could not use a passkey.'

export async function signInWithPasskey(): Promise<Answer<{ ok: true }>> {
  const options = await call<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/passkeys/login/options')
  if (!options.ok) return options
  let response
  try {
    response = await startAuthentication({ optionsJSON: options.body })
  } catch (error) {
    return { ok: false, error: refusedByBrowser(error) }
  }
  return call('/passkeys/login/verify', { body: { response } })
}

export async function addPasskey(name: string): Promise<Answer<{ recoveryCodes: string[] | null }>> {
  const options = await call<Parameters<typeof startRegistration>[0]['optionsJSON']>('/passkeys/register/options')
  if (!options.ok) return options
  let response
  try {
    response = await startRegistration({ optionsJSON: options.body })
  } catch (error) {
    return { ok: false, error: refusedByBrowser(error) }
  }
  return call('/passkeys/register/verify', { body: { name, response } })
}

/** Where to go once signed in: the login page's own ?redirect= when it stays inside /build. */
export function afterSignIn(): string {
  const wanted = new URLSearchParams(window.location.search).get('redirect')
  return wanted && wanted.startsWith('/build') && !wanted.startsWith('//') ? wanted : '/build'
}
