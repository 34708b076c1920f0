import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { createMailInbox } from './mail-inbox.ts'

/** Largest message the catcher takes, like a mail server's size limit. */
export const MAIL_MAX_BYTES = 1024 * 1024

export type StartMailCatcherParameters = {
  /** Interface both servers bind to; 127.0.0.1 by default. */
  host?: string | undefined
  /** 0 picks a free port. */
  smtpPort?: number | undefined
  httpPort?: number | undefined
}

export type MailCatcher = {
  smtpHost: string
  smtpPort: number
  /** `GET {inboxUrl}/messages?to=ada@example.com` lists what reached her, newest first. */
  inboxUrl: string
  stop(): Promise<void>
}

const listen = (
  server: { listen(port: number, host: string, done: () => void): unknown },
  port: number,
  host: string,
) => new Promise<void>((resolve) => server.listen(port, host, resolve))

/**
 * A mail catcher for dev and tests: a real SMTP server (any sender, no auth, plain TCP on
 * loopback) that keeps every message, and an HTTP inbox serving them as JSON — what the api's
 * one-time codes and device links are read from in the lab. Nothing is ever delivered onwards.
 */
export async function startMailCatcher(
  parameters: StartMailCatcherParameters = {},
): Promise<MailCatcher> {
  const host = parameters.host ?? '127.0.0.1'
  const inbox = createMailInbox()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAIL_MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) return callback(new Error('Message exceeds the size limit'))
          inbox.add({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox')
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const match = /^\/messages(?:\/(\d+))?$/.exec(url.pathname)
    if (!match) return send(404, { message: 'Not found' })
    if (request.method === 'DELETE' && !match[1]) {
      inbox.clear()
      return send(200, { messages: [] })
    }
    if (request.method !== 'GET') return send(405, { message: 'Method not allowed' })
    if (match[1]) {
      const mail = inbox.get(Number(match[1]))
      return mail ? send(200, mail) : send(404, { message: 'No such message' })
    }
    return send(200, { messages: inbox.list(url.searchParams.get('to') ?? undefined) })
  })
  await listen(smtp.server, parameters.smtpPort ?? 0, host)
  await listen(http, parameters.httpPort ?? 0, host)
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const httpPort = (http.address() as AddressInfo).port
  let stopping: Promise<void> | undefined
  return {
    smtpHost: host,
    smtpPort,
    inboxUrl: `http://${host}:${httpPort}`,
    stop() {
      stopping ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.closeAllConnections()
          http.close(() => resolve())
        }),
      ]).then(() => undefined)
      return stopping
    },
  }
}
