import type { GlobalAfterChangeHook, GlobalBeforeChangeHook, GlobalConfig, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { adminsOnly, canHandleLeads, staffOnly } from '@/access'
import type { StaffSecurity as Settings } from '@/payload-types'
import { findStaff, hasSecondFactor, saveStaff, SETTINGS_SLUG } from '@/staff/second-factor/state'

/** Ends the sessions of staff who may read personal data and have no second factor: they enrol at next sign-in. */
export async function signOutStaffWithoutFactor(req: PayloadRequest): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['admin', 'sales'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let ended = 0
  for (const doc of docs) {
    const user = await findStaff(req, doc.id)
    if (!user || !user.sessions?.length || (await hasSecondFactor(req, user))) continue
    await saveStaff(req, user.id, { sessions: [] })
    ended++
  }
  return ended
}

// Payload passes a global's documents untyped (`any`): they are this global's, as payload-types.ts describes them.
const refuseLockingOneselfOut: GlobalBeforeChangeHook = async ({
  data: next,
  originalDoc: before,
  req,
}: {
  data: Partial<Settings>
  originalDoc?: Partial<Settings>
  req: PayloadRequest
}) => {
  if (!next.requireSecondFactor || before?.requireSecondFactor || !req.user) return
  const self = await findStaff(req, req.user.id)
  if (self && canHandleLeads(self) && !(await hasSecondFactor(req, self)))
    throw new APIError(
      'Set up a passkey or an authenticator app on your own account first, or this change would sign you out for good.',
      400,
      undefined,
      true,
    )
}

const signOutWhenTurnedOn: GlobalAfterChangeHook = async ({
  doc: now,
  previousDoc: before,
  req,
}: {
  doc: Settings
  previousDoc?: Partial<Settings>
  req: PayloadRequest
}) => {
  if (now.requireSecondFactor && !before?.requireSecondFactor) await signOutStaffWithoutFactor(req)
}

export const StaffSecurity: GlobalConfig = {
  slug: SETTINGS_SLUG,
  label: 'Staff security',
  admin: { group: 'Staff' },
  access: { read: staffOnly, update: adminsOnly },
  hooks: { beforeChange: [refuseLockingOneselfOut], afterChange: [signOutWhenTurnedOn] },
  fields: [
    {
      name: 'requireSecondFactor',
      type: 'checkbox',
      defaultValue: false,
      label: 'Require a second factor for staff who may read personal data (admin, sales)',
      admin: {
        description:
          'A passkey or an authenticator app. Turned on, such staff without one are signed out and walked through enrolment at their next sign-in; until done they reach nothing.',
      },
    },
  ],
}
