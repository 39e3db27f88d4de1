import nodemailer from 'nodemailer'

import { env } from '@/config/env'

export type Attachment = { filename: string; content: string; contentType: string }

export type Message = {
  id: string
  to: string
  replyTo?: string
  subject: string
  text: string
  params: Record<string, string>
  /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>
  attachments?: Attachment[]
  /** A message the visitor cannot do without (a confirmation link, their data): sent even with no template set. */
  essential?: boolean
}
export type Transport = {
  name: 'smtp' | 'mail-service'
  send: (message: Message, kind: 'notification' | 'confirmation') => Promise<void>
}

export class DeliveryError extends Error {
  override name = 'DeliveryError'
}

export function smtpTransport(url: string, from: string): Transport {
  // Well inside a delivery's lease (outbox.ts), so a hung server never outlives the claim.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    name: 'smtp',
    send: async (m) => {
      await transporter.sendMail({
        from,
        messageId: m.id,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        headers: m.headers,
        attachments: m.attachments,
      })
    },
  }
}

type ServiceConfig = NonNullable<ReturnType<typeof env>['mail']['service']>

/** SPEC.md section 7: success is status 200 or the text "OK". */
export function mailServiceTransport(config: ServiceConfig): Transport {
  return {
    name: 'mail-service',
    send: async (m, kind) => {
      const templateId =
        kind === 'confirmation'
          ? (config.confirmationTemplateId ?? (m.essential ? config.templateId : undefined))
          : config.templateId
      if (!templateId) return
      // The service's templates take text only: an attachment travels in the message itself.
      const text = [m.text, ...(m.attachments ?? []).map((a) => `--- ${a.filename} ---\n${a.content}`)].join('\n\n')
      const res = await fetch(`${config.baseUrl}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lib_version: '2.6.3',
          user_id: config.userId,
          service_id: config.serviceId,
          template_id: templateId,
          template_params: {
            to_email: m.to,
            reply_to: m.replyTo ?? '',
            subject: m.subject,
            message: text,
            ...m.params,
          },
        }),
        signal: AbortSignal.timeout(15_000),
      })
      const body = await res.text().catch(() => '')
      if (res.status !== 200 && body.trim() !== 'OK')
        throw new DeliveryError(`mail service answered ${res.status}${body ? `: ${body.slice(0, 200)}` : ''}`)
    },
  }
}

/** SMTP first, then the mail service; none is a valid state. */
export function configuredTransport(config = env()): Transport | null {
  if (config.mail.smtpUrl) return smtpTransport(config.mail.smtpUrl, config.mail.from)
  if (config.mail.service) return mailServiceTransport(config.mail.service)
  return null
}
