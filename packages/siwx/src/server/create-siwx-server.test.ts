import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { serializeSiwxMessage } from '../message/serialize-siwx-message.ts'
import { refusalCode } from '../test-utils/refusal-code.ts'
import { FIXTURE_DOMAIN, fixtureData, fixtureSigners } from '../test-utils/siwx-fixtures.ts'
import { createSiwxServer } from './create-siwx-server.ts'
import { createMemorySiwxStore } from './memory-siwx-store.ts'
import type { SiwxStore } from './siwx-store.ts'
import { createSiwxTables, createSqlSiwxStore } from './sql-siwx-store.ts'

const sqlite = new Kysely<unknown>({
  dialect: new SqliteDialect({ database: new Database(':memory:') }),
})
afterAll(() => sqlite.destroy())

const stores: Array<[string, () => Promise<SiwxStore>]> = [
  ['memory', async () => createMemorySiwxStore()],
  [
    'SQL',
    async () => {
      await createSiwxTables(sqlite)
      return createSqlSiwxStore(sqlite)
    },
  ],
]

describe.each(stores)('createSiwxServer (%s store)', (_, createStore) => {
  async function setup(now = { value: Date.now() }) {
    const server = createSiwxServer({
      store: await createStore(),
      domains: [FIXTURE_DOMAIN],
      nonceTtlSeconds: 60,
      sessionTtlSeconds: 3_600,
      now: () => now.value,
    })
    const signed = async (signerIndex = 0, overrides = {}) => {
      const signer = fixtureSigners()[signerIndex]
      if (!signer) throw new Error('fixtures')
      const { nonce } = await server.issueNonce()
      const message = serializeSiwxMessage(
        fixtureData(signer, now.value, { nonce, expirationTime: undefined, ...overrides }),
      )
      return { message, signature: await signer.sign(message), signer }
    }
    return { server, signed, now }
  }

  it('opens a session per namespace, authenticates its token, and signs out', async () => {
    const { server, signed } = await setup()
    for (const index of [0, 1, 2]) {
      const { message, signature, signer } = await signed(index)
      const { session, token } = await server.signIn({ message, signature })
      expect(session.data.accountAddress).toBe(signer.address)
      expect((await server.authenticate(token))?.id).toBe(session.id)
      expect(await server.authenticate(`${session.id}.forged`)).toBeUndefined()
      expect(await server.signOut(token)).toBe(true)
      expect(await server.authenticate(token)).toBeUndefined()
      expect(await server.isLive(session.id)).toBe(false)
      expect(await server.signOut(token)).toBe(false)
    }
  })

  it('refuses a replay, an unknown or expired nonce, and caps the session lifetime', async () => {
    const now = { value: Date.now() }
    const { server, signed } = await setup(now)
    const first = await signed()
    const { session } = await server.signIn(first)
    expect(session.expiresAt).toBe(now.value + 3_600_000)
    expect(await refusalCode(server.signIn(first))).toBe('SIWX_NONCE_REFUSED')
    const unknown = await signed(0, { nonce: 'NotIssuedHere1' })
    expect(await refusalCode(server.signIn(unknown))).toBe('SIWX_NONCE_REFUSED')
    const late = await signed()
    now.value += 61_000
    // Issued more than a nonce lifetime ago: refused as expired before the nonce is even read.
    expect(await refusalCode(server.signIn(late))).toBe('SIWX_MESSAGE_EXPIRED')
    now.value += 3_600_000
    expect(await server.isLive(session.id)).toBe(false)
  })

  it('lets exactly one of two racing sign-ins with the same message win', async () => {
    const { server, signed } = await setup()
    const message = await signed()
    const results = await Promise.allSettled([server.signIn(message), server.signIn(message)])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('binds sign-in to the request origin and the configured domains', async () => {
    const { server, signed } = await setup()
    const message = await signed()
    expect(await refusalCode(server.signIn({ ...message, domain: 'evil.example' }))).toBe(
      'SIWX_DOMAIN_MISMATCH',
    )
    expect(await refusalCode(server.signIn({ ...message, origin: 'https://evil.example' }))).toBe(
      'SIWX_URI_MISMATCH',
    )
    const other = await signed(0, { domain: 'other.example' })
    expect(await refusalCode(server.signIn(other))).toBe('SIWX_DOMAIN_MISMATCH')
    expect(
      (await server.signIn({ ...message, domain: FIXTURE_DOMAIN, origin: 'https://dapp.example' }))
        .token,
    ).toMatch(/\./)
  })
})
