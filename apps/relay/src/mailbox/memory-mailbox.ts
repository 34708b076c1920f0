import { MailboxFullError } from '../relay/relay-error.ts'
import type { Mailbox, RelayBus, RelayMessage } from './mailbox.ts'

export type CreateMemoryMailboxParameters = {
  /** A topic refuses new messages beyond this many unexpired ones. */
  maxMessagesPerTopic?: number | undefined
  /** Milliseconds since the epoch; for tests. */
  now?: (() => number) | undefined
}

type Entry = { message: RelayMessage; acknowledgedBy: Set<string> }

const SWEEP_INTERVAL_MS = 30_000

/** The mailbox of a single relay process, in memory. */
export function createMemoryMailbox(parameters: CreateMemoryMailboxParameters = {}): Mailbox {
  const { maxMessagesPerTopic = 500, now = Date.now } = parameters
  const topics = new Map<string, Map<string, Entry>>()

  const sweep = (topic: string) => {
    const entries = topics.get(topic)
    if (!entries) return undefined
    const time = now()
    for (const [id, entry] of entries) if (entry.message.expiresAt <= time) entries.delete(id)
    if (entries.size === 0) topics.delete(topic)
    return topics.get(topic)
  }
  const timer = setInterval(() => {
    for (const topic of [...topics.keys()]) sweep(topic)
  }, SWEEP_INTERVAL_MS)
  timer.unref()

  return {
    async store(message) {
      const entries = sweep(message.topic) ?? new Map<string, Entry>()
      if (entries.has(message.id)) return false
      if (entries.size >= maxMessagesPerTopic) {
        throw new MailboxFullError('Mailbox full: the topic holds too many undelivered messages', {
          details: `topic ${message.topic}, limit ${maxMessagesPerTopic}`,
        })
      }
      entries.set(message.id, { message, acknowledgedBy: new Set() })
      topics.set(message.topic, entries)
      return true
    },
    async get(topic, id) {
      return sweep(topic)?.get(id)?.message
    },
    async pending(topic, clientId) {
      const entries = sweep(topic)
      if (!entries) return []
      return [...entries.values()]
        .filter(
          ({ message, acknowledgedBy }) =>
            message.publisherId !== clientId && !acknowledgedBy.has(clientId),
        )
        .map(({ message }) => message)
        .sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async acknowledge(topic, id, clientId) {
      topics.get(topic)?.get(id)?.acknowledgedBy.add(clientId)
    },
    async depth() {
      const time = now()
      let count = 0
      for (const entries of topics.values()) {
        for (const entry of entries.values()) if (entry.message.expiresAt > time) count += 1
      }
      return count
    },
    async close() {
      clearInterval(timer)
      topics.clear()
    },
  }
}

/** The bus of a single relay process: announcements go straight to its own listeners. */
export function createMemoryBus(): RelayBus {
  const listeners = new Set<(message: RelayMessage) => void>()
  return {
    async announce(message) {
      for (const listener of listeners) listener(message)
    },
    onAnnounce(listener) {
      listeners.add(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}
