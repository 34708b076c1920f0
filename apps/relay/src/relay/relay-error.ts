import { BaseError } from '@openappkit/common/errors'

/** Something the relay refused or could not do, with the reason a client or operator reads. */
export class RelayError extends BaseError {
  override name = 'RelayError'
}

/** A topic's mailbox refused a message: too many wait undelivered. */
export class MailboxFullError extends RelayError {
  override name = 'MailboxFullError'
}
