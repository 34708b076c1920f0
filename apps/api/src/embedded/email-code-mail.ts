import type { OutgoingMail } from './mailer.ts'

/** The email carrying a one-time code (plain text and HTML with the same words). */
export function emailCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  const text = `Your OpenAppKit code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`
  return {
    to,
    subject: `${code} is your OpenAppKit code`,
    text,
    html: `<p>Your OpenAppKit code is <strong>${code}</strong>.</p><p>It expires in ${minutes} minutes. If you did not ask for it, ignore this email.</p>`,
  }
}
