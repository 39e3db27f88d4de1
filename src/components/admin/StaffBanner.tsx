import type { User } from '@/payload-types'

import { hasRole } from '@/access'
import { currentTransport } from '@/leads/delivery/delivery'

/**
 * Above every page of /build (`admin.components.header`), for admins: mail to staff is off until an operator sets it
 * up. Only they can act on it; the people who answer leads read the count of leads nobody was told of on the dashboard.
 */
export function StaffBanner({ user }: { user?: User | null }) {
  if (!user || !hasRole(user, 'admin') || currentTransport() !== null) return null
  return (
    <div className="ng-banner" role="region" aria-label="Mail delivery">
      <p>
        <strong>No mail transport is configured:</strong> new leads are stored here, but nobody is e-mailed about them.
        Set <code>SMTP_URL</code> (or the mail service&apos;s <code>MAIL_SERVICE_*</code> settings) and restart; until
        then, check the leads in /build yourself.
      </p>
    </div>
  )
}
