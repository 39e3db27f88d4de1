import { headers } from 'next/headers'
import type { Payload, PayloadRequest } from 'payload'

import { passkeyCount, pendingOf } from '@/staff/second-factor/state'
import { SecondFactorPrompt } from './SecondFactorPrompt'

/**
 * `admin.components.beforeLogin`: after a password that still owes a second factor, /build/login shows that step in
 * place of the password form (the session is held until then, src/staff/second-factor/state.ts).
 */
export async function SecondFactorStep({ payload }: { payload: Payload }) {
  const req = { headers: await headers(), payload, context: {} } as unknown as PayloadRequest
  const waiting = await pendingOf(req)
  if (!waiting) return null
  const { user, session } = waiting
  return (
    <>
      <style>{'.login__form, .ng-passkey-signin { display: none; }'}</style>
      <SecondFactorPrompt
        stage={session.stage}
        email={user.email}
        totp={Boolean(user.totpSecret)}
        passkeys={await passkeyCount(req, user.id)}
      />
    </>
  )
}
