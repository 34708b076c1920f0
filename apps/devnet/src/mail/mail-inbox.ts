/** One message the catcher received, as the inbox serves it. */
export type CaughtMail = {
  id: number
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  /** Milliseconds since the epoch. */
  receivedAt: number
}

/** Messages kept; older ones are dropped first. */
export const MAIL_INBOX_CAPACITY = 1_000

/** The catcher's memory: newest last, at most {@link MAIL_INBOX_CAPACITY} messages. */
export function createMailInbox() {
  const messages: CaughtMail[] = []
  let nextId = 1
  return {
    add(mail: Omit<CaughtMail, 'id'>): CaughtMail {
      const stored = { ...mail, id: nextId++ }
      messages.push(stored)
      if (messages.length > MAIL_INBOX_CAPACITY) messages.shift()
      return stored
    },
    /** Messages to `recipient` (case-insensitive), newest first; every message without one. */
    list(recipient?: string): CaughtMail[] {
      const wanted = recipient?.toLowerCase()
      return messages
        .filter((mail) => !wanted || mail.to.some((address) => address.toLowerCase() === wanted))
        .reverse()
    },
    get: (id: number) => messages.find((mail) => mail.id === id),
    clear() {
      messages.length = 0
    },
  }
}

export type MailInbox = ReturnType<typeof createMailInbox>
