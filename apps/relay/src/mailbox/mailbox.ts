/** A message as the relay keeps it until every subscriber has acknowledged it or it expires. */
export type RelayMessage = {
  /** Hex SHA-256 of `message`: a topic holds each message once. */
  id: string
  topic: string
  /** The client's encrypted envelope, opaque to the relay. */
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  /** Milliseconds since the epoch; the message is dropped then, delivered or not. */
  expiresAt: number
  tag: number
  attestation?: string | undefined
  /** The did:key of the publishing client, which never gets its own message back. */
  publisherId: string
}

/**
 * Where published messages wait for their subscribers: one process's memory by default, Redis
 * when several relay processes serve the same topics.
 */
export type Mailbox = {
  /** Keeps a message; false when the topic already holds the same one. */
  store(message: RelayMessage): Promise<boolean>
  get(topic: string, id: string): Promise<RelayMessage | undefined>
  /** Unexpired messages of `topic` that `clientId` neither published nor acknowledged, oldest first. */
  pending(topic: string, clientId: string): Promise<RelayMessage[]>
  /** Records that `clientId` received the message, so it is never sent to it again. */
  acknowledge(topic: string, id: string, clientId: string): Promise<void>
  /** Unexpired messages held, all topics together (for `/metrics`; absent where costly). */
  depth?: (() => Promise<number>) | undefined
  /** Whether the store answers now (for `/ready`); absent: always. */
  ready?: (() => Promise<boolean>) | undefined
  close(): Promise<void>
}

/**
 * Tells every relay process of a new message, so each delivers it to its own sockets. The
 * announcement carries the message: delivering it reads nothing back from the mailbox.
 */
export type RelayBus = {
  announce(message: RelayMessage): Promise<void>
  onAnnounce(listener: (message: RelayMessage) => void): void
  close(): Promise<void>
}

/**
 * Keeps a message and announces it; false, and nothing announced, when the topic already holds
 * it. A storage whose mailbox and bus share one server does both in one step (one round trip).
 */
export type StoreAndAnnounce = (message: RelayMessage) => Promise<boolean>

/** `store`, then `announce` what was kept: for a mailbox and a bus that know nothing of each other. */
export function storeThenAnnounce(mailbox: Mailbox, bus: RelayBus): StoreAndAnnounce {
  return async (message) => {
    if (!(await mailbox.store(message))) return false
    await bus.announce(message)
    return true
  }
}
