import type { Endpoint } from 'payload'

import { canHandleLeads } from '@/access'
import { emailTag } from '@/lib/signed-links'
import { recordStaffAccess } from '@/staff/access-log'

import { collectData } from './data'

/** The copy a person would get, for staff who handle leads. */
export const personalDataEndpoint: Endpoint = {
  path: '/data.json',
  method: 'get',
  handler: async (req) => {
    if (!canHandleLeads(req.user))
      return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
    const email = req.searchParams.get('email')?.trim() ?? ''
    if (!/^[^\s@]{1,64}@[^\s@]{1,254}$/.test(email)) {
      return Response.json({ errors: [{ message: 'Give an e-mail address: ?email=...' }] }, { status: 400 })
    }
    const data = await collectData(req.payload, email)
    // The address itself stays out of the record: its keyed tag says which person's copy it was.
    await recordStaffAccess(req, {
      action: 'export',
      resource: 'privacyRequests',
      detail: `personal-data copy of ${emailTag(email)}`,
    })
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="personal-data.json"',
        'Cache-Control': 'no-store',
      },
    })
  },
}
