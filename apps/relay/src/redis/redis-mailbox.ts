import { createClient } from 'redis'
import type { Mailbox, RelayBus, RelayMessage, StoreAndAnnounce } from '../mailbox/mailbox.ts'
import { MailboxFullError } from '../relay/relay-error.ts'
import { ACKNOWLEDGE, loadScripts, PENDING, runScript, STORE } from './redis-scripts.ts'

type RedisClient = ReturnType<typeof createClient>

const messagePrefix = (topic: string) => `relay:message:${topic}:`
const ackPrefix = (topic: string) => `relay:ack:${topic}:`
const topicKey = (topic: string) => `relay:topic:${topic}`
/** Carries each new message whole, as JSON. */
const ANNOUNCE_CHANNEL = 'relay:messages'

export type RedisRelayStorage = {
  mailbox: Mailbox
  bus: RelayBus
  /** Store and announce in one script: a publish costs one round trip to Redis. */
  storeAndAnnounce: StoreAndAnnounce
}

const parseMessage = (stored: string) => JSON.parse(stored) as RelayMessage

/**
 * The mailbox and bus of a relay that shares its topics with other relay processes through
 * Redis: messages, their acknowledgements and each topic's index expire with the message's ttl;
 * new messages are announced, whole, on one pub/sub channel that every process listens to, so
 * delivering one reads nothing back. Each operation is one script, one round trip.
 */
export async function connectRedisRelayStorage(
  url: string,
  maxMessagesPerTopic = 500,
): Promise<RedisRelayStorage> {
  // No timer per command (node-redis arms a 5 s one by default): under load those timers cost
  // about a tenth of the relay's time. A Redis that goes away closes the socket, which fails
  // what waits; clients time out their own requests.
  const client: RedisClient = createClient({ url, commandOptions: { timeout: 0 } })
  const subscriber: RedisClient = client.duplicate()
  await Promise.all([client.connect(), subscriber.connect()])
  await loadScripts(client)
  const listeners = new Set<(message: RelayMessage) => void>()
  await subscriber.subscribe(ANNOUNCE_CHANNEL, (announcement) => {
    let message: RelayMessage
    try {
      message = parseMessage(announcement)
    } catch {
      return
    }
    for (const listener of listeners) listener(message)
  })

  const store = async (message: RelayMessage, channel: string) => {
    if (message.expiresAt <= Date.now()) return false
    const serialized = JSON.stringify(message)
    const outcome = await runScript(
      client,
      STORE,
      [topicKey(message.topic), `${messagePrefix(message.topic)}${message.id}`],
      [
        serialized,
        message.id,
        String(message.publishedAt),
        String(message.expiresAt),
        String(maxMessagesPerTopic),
        messagePrefix(message.topic),
        channel,
      ],
    )
    if (outcome === -1) {
      throw new MailboxFullError('Mailbox full: the topic holds too many undelivered messages', {
        details: `topic ${message.topic}, limit ${maxMessagesPerTopic}`,
      })
    }
    return outcome === 1
  }
  const storeAndAnnounce: StoreAndAnnounce = (message) => store(message, ANNOUNCE_CHANNEL)

  const mailbox: Mailbox = {
    store: (message) => store(message, ''),
    async get(topic, id) {
      const stored = await client.get(`${messagePrefix(topic)}${id}`)
      return stored ? parseMessage(stored) : undefined
    },
    async pending(topic, clientId) {
      const found = (await runScript(
        client,
        PENDING,
        [topicKey(topic)],
        [messagePrefix(topic), ackPrefix(topic), clientId],
      )) as string[]
      return found.map(parseMessage).filter(({ publisherId }) => publisherId !== clientId)
    },
    async acknowledge(topic, id, clientId) {
      await runScript(
        client,
        ACKNOWLEDGE,
        [`${messagePrefix(topic)}${id}`, `${ackPrefix(topic)}${id}`],
        [clientId],
      )
    },
    // For /ready: both connections up (the subscriber carries the announcements).
    ready: async () => client.isReady && subscriber.isReady,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()])
    },
  }

  const bus: RelayBus = {
    async announce(message) {
      await client.publish(ANNOUNCE_CHANNEL, JSON.stringify(message))
    },
    onAnnounce(listener) {
      listeners.add(listener)
    },
    async close() {
      listeners.clear()
    },
  }
  return { mailbox, bus, storeAndAnnounce }
}
