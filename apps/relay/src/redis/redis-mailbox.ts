import { createClient } from 'redis'
import type { Mailbox, RelayBus, RelayMessage } from '../mailbox/mailbox.ts'
import { MailboxFullError } from '../relay/relay-error.ts'

type RedisClient = ReturnType<typeof createClient>

const messageKey = (topic: string, id: string) => `relay:message:${topic}:${id}`
const ackKey = (topic: string, id: string) => `relay:ack:${topic}:${id}`
const topicKey = (topic: string) => `relay:topic:${topic}`
const ANNOUNCE_CHANNEL = 'relay:announce'

export type RedisRelayStorage = { mailbox: Mailbox; bus: RelayBus }

/**
 * The mailbox and bus of a relay that shares its topics with other relay processes through
 * Redis: messages, their acknowledgements and each topic's index expire with the message's ttl;
 * new messages are announced on one pub/sub channel, which every process listens to.
 */
export async function connectRedisRelayStorage(
  url: string,
  maxMessagesPerTopic = 500,
): Promise<RedisRelayStorage> {
  const client: RedisClient = createClient({ url })
  const subscriber: RedisClient = client.duplicate()
  await Promise.all([client.connect(), subscriber.connect()])
  const listeners = new Set<(topic: string, id: string) => void>()
  await subscriber.subscribe(ANNOUNCE_CHANNEL, (announcement) => {
    const [topic, id] = announcement.split(' ')
    if (!topic || !id) return
    for (const listener of listeners) listener(topic, id)
  })

  const read = async (topic: string, id: string): Promise<RelayMessage | undefined> => {
    const stored = await client.get(messageKey(topic, id))
    return stored ? (JSON.parse(stored) as RelayMessage) : undefined
  }

  const mailbox: Mailbox = {
    async store(message) {
      const ttl = message.expiresAt - Date.now()
      if (ttl <= 0) return false
      const key = topicKey(message.topic)
      if ((await client.zCard(key)) >= maxMessagesPerTopic) {
        // Expired members may still be listed: drop them before refusing.
        await mailbox.pending(message.topic, '')
        if ((await client.zCard(key)) >= maxMessagesPerTopic) {
          throw new MailboxFullError(
            'Mailbox full: the topic holds too many undelivered messages',
            {
              details: `topic ${message.topic}, limit ${maxMessagesPerTopic}`,
            },
          )
        }
      }
      const stored = await client.set(
        messageKey(message.topic, message.id),
        JSON.stringify(message),
        {
          condition: 'NX',
          expiration: { type: 'PX', value: ttl },
        },
      )
      if (stored === null) return false
      await client
        .multi()
        .zAdd(key, { score: message.publishedAt, value: message.id })
        .pExpireAt(key, message.expiresAt, 'GT')
        .exec()
      // A topic key without expiry yet (first message) takes this one's.
      await client.pExpireAt(key, message.expiresAt, 'NX')
      return true
    },
    get: read,
    async pending(topic, clientId) {
      const ids = await client.zRange(topicKey(topic), 0, -1)
      if (ids.length === 0) return []
      const batch = client.multi()
      for (const id of ids) {
        batch.get(messageKey(topic, id))
        batch.sIsMember(ackKey(topic, id), clientId)
      }
      const replies = (await batch.exec()) as unknown[]
      const waiting: RelayMessage[] = []
      const gone: string[] = []
      for (const [index, id] of ids.entries()) {
        const stored = replies[index * 2] as string | null
        const acknowledged = Number(replies[index * 2 + 1]) === 1
        if (stored === null) {
          gone.push(id)
          continue
        }
        const message = JSON.parse(stored) as RelayMessage
        if (message.publisherId !== clientId && !acknowledged) waiting.push(message)
      }
      if (gone.length > 0) await client.zRem(topicKey(topic), gone)
      return waiting
    },
    async acknowledge(topic, id, clientId) {
      const message = await read(topic, id)
      if (!message) return
      await client
        .multi()
        .sAdd(ackKey(topic, id), clientId)
        .pExpireAt(ackKey(topic, id), message.expiresAt)
        .exec()
    },
    // For /ready: both connections up (the subscriber carries the announcements).
    ready: async () => client.isReady && subscriber.isReady,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()])
    },
  }

  const bus: RelayBus = {
    async announce(topic, id) {
      await client.publish(ANNOUNCE_CHANNEL, `${topic} ${id}`)
    },
    onAnnounce(listener) {
      listeners.add(listener)
    },
    async close() {
      listeners.clear()
    },
  }
  return { mailbox, bus }
}
