import { env } from '@/config/env'
import { applicationConfirmation, applicationNotification } from '@/leads/delivery/messages'
import type { Planner } from '@/leads/delivery/plans'
import { sweepOrphanCvs } from './orphans'

export const applicationPlan: Planner = (application, { payload, settings }) => {
  const to = settings.careersEmail ?? env().mail.notifyTo ?? settings.email
  const adminUrl = `${env().siteUrl}/build/collections/jobApplications/${application.id}`
  return {
    // Deliveries of applications also tidy up CVs that a crash left without an application (at most hourly).
    before: async () => void (await sweepOrphanCvs(payload)),
    messages: [
      { message: applicationNotification(application, to, adminUrl), kind: 'notification' },
      { message: applicationConfirmation(application, settings.agencyName), kind: 'confirmation' },
    ],
  }
}
