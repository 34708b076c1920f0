import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_MAX_BYTES, type MailCatcher, startMailCatcher } from './start-mail-catcher.ts'

let catcher: MailCatcher

beforeAll(async () => {
  catcher = await startMailCatcher()
})

afterAll(async () => {
  await catcher?.stop()
})

// nodemailer is a real SMTP client, the kind the api sends its codes with.
const transport = () =>
  createTransport({
    host: catcher.smtpHost,
    port: catcher.smtpPort,
    secure: false,
    ignoreTLS: true,
  })

async function inbox(query = '') {
  const response = await fetch(`${catcher.inboxUrl}/messages${query}`)
  return (await response.json()) as {
    messages: {
      id: number
      to: string[]
      subject: string
      text: string
      html: string
      from: string
    }[]
  }
}

describe('the mail catcher', () => {
  it('keeps what an SMTP client sends and serves it per recipient, newest first', async () => {
    await transport().sendMail({
      from: 'OpenAppKit <no-reply@openappkit.test>',
      to: 'Ada@Example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    })
    await transport().sendMail({
      from: 'no-reply@openappkit.test',
      to: 'ada@example.com, bob@example.com',
      subject: 'Second',
      text: 'Two',
    })
    const { messages } = await inbox('?to=ada@example.com')
    expect(messages.map((mail) => mail.subject)).toEqual(['Second', 'Your code'])
    expect(messages[1]).toMatchObject({
      from: 'no-reply@openappkit.test',
      // The client lower-cases the domain; the inbox matches recipients case-insensitively.
      to: ['Ada@example.com'],
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    })
    expect((await inbox('?to=bob@example.com')).messages.map((mail) => mail.subject)).toEqual([
      'Second',
    ])
    const one = await fetch(`${catcher.inboxUrl}/messages/${messages[1]?.id}`)
    expect(await one.json()).toMatchObject({ subject: 'Your code' })
  })

  it('refuses a message over the size limit; answers 404 and 405 where due; clears', async () => {
    await expect(
      transport().sendMail({
        from: 'no-reply@openappkit.test',
        to: 'big@example.com',
        subject: 'Too big',
        text: 'x'.repeat(MAIL_MAX_BYTES + 1),
      }),
    ).rejects.toThrow()
    expect((await inbox('?to=big@example.com')).messages).toEqual([])
    expect((await fetch(`${catcher.inboxUrl}/messages/999999`)).status).toBe(404)
    expect((await fetch(`${catcher.inboxUrl}/other`)).status).toBe(404)
    expect((await fetch(`${catcher.inboxUrl}/messages`, { method: 'POST' })).status).toBe(405)
    await fetch(`${catcher.inboxUrl}/messages`, { method: 'DELETE' })
    expect((await inbox()).messages).toEqual([])
  })
})
