import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * The staff's password reset. Handed to the SMTP server after Payload has answered, not awaited: awaiting would make
 * a known address answer slower than an unknown one, which sends nothing.
 */
export async function smtpEmailAdapter({ url, from }: { url: string; from: string }): Promise<EmailAdapter> {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  const official = await nodemailerAdapter({
    defaultFromName: match ? match[1] : '',
    defaultFromAddress: match ? match[2] : from.trim(),
    // No connection at start-up: the SMTP server may come up after the site.
    skipVerify: true,
    transport: nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  })
  return (args) => {
    const adapter = official(args)
    return {
      ...adapter,
      sendEmail: (message) => {
        adapter.sendEmail(message).then(
          () => args.payload.logger.info({ to: message.to, subject: message.subject }, 'e-mail sent'),
          (error: unknown) =>
            args.payload.logger.error(
              { err: error, to: message.to, subject: message.subject },
              'e-mail could not be sent',
            ),
        )
        return Promise.resolve()
      },
    }
  }
}
