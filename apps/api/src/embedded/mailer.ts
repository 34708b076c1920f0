import { createTransport, type Transporter } from 'nodemailer'
import type { ApiConfig } from '../config/index.ts'

/** A message the api sends. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string }

/** Sends the api's emails over SMTP; undefined when no SMTP server is configured. */
export type Mailer = { send(mail: OutgoingMail): Promise<void> }

/** The SMTP mailer of the configuration (the devnet's mail catcher in dev and tests). */
export function createMailer(config: ApiConfig['email']): Mailer | undefined {
  const { smtp } = config
  if (!smtp) return undefined
  let transport: Transporter | undefined
  return {
    async send(mail) {
      transport ??= createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
      })
      await transport.sendMail({ from: config.from, ...mail })
    },
  }
}
