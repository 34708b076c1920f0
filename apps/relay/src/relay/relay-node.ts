import { createHash } from 'node:crypto'
import {
  type Mailbox,
  type RelayBus,
  type RelayMessage,
  type StoreAndAnnounce,
  storeThenAnnounce,
} from '../mailbox/mailbox.ts'
import type { RelayConnection } from './relay-connection.ts'
import type { RelayLimits } from './relay-options.ts'

export type PublishParameters = {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag?: number | undefined
  attestation?: string | undefined
}

/** Hex SHA-256 of a text (UTF-8); Node's own hash, twice per message on the hot path. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** The subscription id a WalletConnect client derives itself: sha256(topic + its did:key). */
export function subscriptionIdOf(topic: string, clientId: string): string {
  return sha256Hex(topic + clientId)
}

let pushCounter = 0
// Safe integers (about 1.7e15): our own ids never need the exact-JSON path.
const nextPushId = () => Date.now() * 1000 + (pushCounter++ % 1000)

/**
 * The relay state of one process: which local sockets listen to which topic, and delivery of
 * mailbox messages to them, whichever process received the publish.
 */
export class RelayNode {
  readonly connections = new Set<RelayConnection>()
  private readonly connectionsPerIp = new Map<string, number>()
  private readonly subscribers = new Map<string, Set<RelayConnection>>()

  constructor(
    readonly mailbox: Mailbox,
    readonly bus: RelayBus,
    readonly limits: RelayLimits,
    private readonly log: (line: string) => void,
    /** How a publish is kept and announced; one step when the storage has one (Redis). */
    private readonly storeAndAnnounce: StoreAndAnnounce = storeThenAnnounce(mailbox, bus),
  ) {
    bus.onAnnounce((message) => this.deliverAnnounced(message))
  }

  /** Adds `topic` to the socket's subscriptions and sends what waits for it there. */
  async subscribe(connection: RelayConnection, topic: string): Promise<string> {
    connection.topics.add(topic)
    let listeners = this.subscribers.get(topic)
    if (!listeners) {
      listeners = new Set()
      this.subscribers.set(topic, listeners)
    }
    listeners.add(connection)
    // After the reply to the subscribe: the client knows the subscription before its messages.
    setImmediate(() => void this.deliverPending(connection, topic))
    return subscriptionIdOf(topic, connection.clientId)
  }

  private async deliverPending(connection: RelayConnection, topic: string) {
    if (!connection.topics.has(topic)) return
    try {
      const waiting = await this.mailbox.pending(topic, connection.clientId)
      for (const message of waiting) this.push(connection, message)
    } catch (error) {
      this.log(`relay: reading the mailbox of ${topic} failed: ${String(error)}`)
    }
  }

  unsubscribe(connection: RelayConnection, topic: string): void {
    connection.topics.delete(topic)
    const listeners = this.subscribers.get(topic)
    listeners?.delete(connection)
    if (listeners?.size === 0) this.subscribers.delete(topic)
  }

  /** Stores a message and has every relay process deliver it to its subscribers. */
  async publish(connection: RelayConnection, parameters: PublishParameters): Promise<void> {
    const publishedAt = Date.now()
    const message: RelayMessage = {
      id: sha256Hex(parameters.message),
      topic: parameters.topic,
      message: parameters.message,
      publishedAt,
      expiresAt: publishedAt + parameters.ttl * 1000,
      tag: parameters.tag ?? 0,
      attestation: parameters.attestation,
      publisherId: connection.clientId,
    }
    // A message the topic already holds was already announced; publishing it again is a no-op.
    await this.storeAndAnnounce(message)
  }

  /** Records the client's ack of one of our pushes; the message is never sent to it again. */
  async acknowledge(connection: RelayConnection, pushId: string, delivered: boolean) {
    const push = connection.inFlight.get(pushId)
    if (!push) return
    connection.inFlight.delete(pushId)
    connection.inFlightMessages.delete(push.messageId)
    if (!delivered) return
    try {
      await this.mailbox.acknowledge(push.topic, push.messageId, connection.clientId)
    } catch (error) {
      // Unrecorded, the message is sent again on the client's next subscribe: at least once.
      this.log(`relay: recording an acknowledgement on ${push.topic} failed: ${String(error)}`)
    }
  }

  /** Forgets a closed socket; what it did not acknowledge waits for its next subscribe. */
  remove(connection: RelayConnection): void {
    for (const topic of [...connection.topics]) this.unsubscribe(connection, topic)
    connection.inFlight.clear()
    connection.inFlightMessages.clear()
    if (!this.connections.delete(connection)) return
    const remaining = this.connectionsFrom(connection.ip) - 1
    if (remaining > 0) this.connectionsPerIp.set(connection.ip, remaining)
    else this.connectionsPerIp.delete(connection.ip)
  }

  /** Registers an accepted socket. */
  add(connection: RelayConnection): void {
    this.connections.add(connection)
    this.connectionsPerIp.set(connection.ip, this.connectionsFrom(connection.ip) + 1)
  }

  /** Topics at least one local socket is subscribed to. */
  topicCount(): number {
    return this.subscribers.size
  }

  connectionsFrom(ip: string): number {
    return this.connectionsPerIp.get(ip) ?? 0
  }

  private deliverAnnounced(message: RelayMessage) {
    const listeners = this.subscribers.get(message.topic)
    if (!listeners) return
    for (const connection of listeners) {
      if (connection.clientId !== message.publisherId) this.push(connection, message)
    }
  }

  private push(connection: RelayConnection, message: RelayMessage) {
    if (connection.inFlightMessages.has(message.id)) return
    const id = nextPushId()
    connection.inFlight.set(String(id), { topic: message.topic, messageId: message.id })
    connection.inFlightMessages.add(message.id)
    connection.send({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionIdOf(message.topic, connection.clientId),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation ? { attestation: message.attestation } : {}),
        },
      },
    })
  }
}
