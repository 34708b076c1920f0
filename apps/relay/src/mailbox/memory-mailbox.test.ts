import { afterEach, describe, expect, it } from 'vitest'
import type { Mailbox, RelayMessage } from './mailbox.ts'
import { createMemoryMailbox } from './memory-mailbox.ts'

const topic = 'a'.repeat(64)
let clock = 1_000_000
let mailbox: Mailbox

const message = (id: string, overrides: Partial<RelayMessage> = {}): RelayMessage => ({
  id,
  topic,
  message: `envelope-${id}`,
  publishedAt: clock,
  expiresAt: clock + 60_000,
  tag: 1100,
  publisherId: 'did:key:dapp',
  ...overrides,
})

afterEach(async () => {
  await mailbox?.close()
})

describe('the memory mailbox', () => {
  it('holds a message for every client but its publisher until that client acknowledges it', async () => {
    mailbox = createMemoryMailbox({ now: () => clock })
    expect(await mailbox.store(message('1'))).toBe(true)
    expect(await mailbox.store(message('1'))).toBe(false)
    expect(await mailbox.pending(topic, 'did:key:dapp')).toEqual([])
    expect((await mailbox.pending(topic, 'did:key:wallet')).map(({ id }) => id)).toEqual(['1'])
    await mailbox.acknowledge(topic, '1', 'did:key:wallet')
    expect(await mailbox.pending(topic, 'did:key:wallet')).toEqual([])
    expect((await mailbox.pending(topic, 'did:key:other')).map(({ id }) => id)).toEqual(['1'])
  })

  it('drops a message at its expiry, delivered or not', async () => {
    mailbox = createMemoryMailbox({ now: () => clock })
    await mailbox.store(message('1', { expiresAt: clock + 10_000 }))
    await mailbox.store(message('2', { publishedAt: clock + 1, expiresAt: clock + 20_000 }))
    clock += 15_000
    expect((await mailbox.pending(topic, 'did:key:wallet')).map(({ id }) => id)).toEqual(['2'])
    expect(await mailbox.get(topic, '1')).toBeUndefined()
  })

  it('refuses a message beyond the per-topic limit with a clear error', async () => {
    mailbox = createMemoryMailbox({ now: () => clock, maxMessagesPerTopic: 2 })
    await mailbox.store(message('1'))
    await mailbox.store(message('2'))
    await expect(mailbox.store(message('3'))).rejects.toThrow(
      'Mailbox full: the topic holds too many undelivered messages',
    )
  })
})
