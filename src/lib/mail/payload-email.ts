import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * Payload's own e-mail (the staff's password reset from /build/forgot) over SMTP_URL, from
 * MAIL_FROM. Without SMTP_URL Payload keeps its console adapter, which sends nothing.
 *
 * Hand-written: @payloadcms/email-nodemailer is published for payload 3.90.1 only (an exact
 * peer) with nodemailer 9, and this project runs payload 3.90.2 with nodemailer 10; the
 * adapter is these few lines over the nodemailer already used for leads.
 *
 * The message is handed to the SMTP server after Payload has answered: sendEmail resolves at
 * once and a failure is logged. Awaiting it would make a known address answer slower than an
 * unknown one (which sends nothing), telling the two apart.
 */
export function smtpEmailAdapter({ url, from }: { url: string; from: string }): EmailAdapter {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  const defaultFromName = match ? match[1] : ''
  const defaultFromAddress = match ? match[2] : from.trim()
  return ({ payload }) => {
    const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    return {
      name: 'smtp',
      defaultFromAddress,
      defaultFromName,
      sendEmail: (message) => {
        transporter.sendMail(message).then(
          () => payload.logger.info({ to: message.to, subject: message.subject }, 'e-mail sent'),
          (error: unknown) => payload.logger.error({ err: error, to: message.to, subject: message.subject }, 'e-mail could not be sent'),
        )
        return Promise.resolve()
      },
    }
  }
}
