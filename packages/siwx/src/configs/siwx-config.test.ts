import { createMemoryWebStorage } from '@openappkit/testing'
import { describe, expect, it, vi } from 'vitest'
import { InformalMessenger } from '../messengers/informal-messenger.ts'
import { LocalStorage } from '../storages/local-storage.ts'
import { refusalCode } from '../test-utils/refusal-code.ts'
import {
  FIXTURE_DOMAIN,
  FIXTURE_URI,
  fixtureData,
  fixtureSession,
  fixtureSigners,
} from '../test-utils/siwx-fixtures.ts'
import { DefaultSIWX } from './default-siwx.ts'

function createConfig() {
  const storage = createMemoryWebStorage()
  let nonces = 0
  const siwx = new DefaultSIWX({
    messenger: new InformalMessenger({
      domain: FIXTURE_DOMAIN,
      uri: FIXTURE_URI,
      statement: 'Sign in to the dapp',
      expiration: 600,
      getNonce: async () => {
        nonces += 1
        return `Nonce000${nonces}`
      },
    }),
    storage: new LocalStorage({ key: '@appkit/siwx', storage }),
  })
  return { siwx, storage }
}

describe('DefaultSIWX', () => {
  it('is required and signs out on disconnect unless told otherwise', () => {
    const { siwx } = createConfig()
    expect(siwx.getRequired()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(true)
    expect(new DefaultSIWX({ required: false }).getRequired()).toBe(false)
  })

  it.each(fixtureSigners().map((signer) => [signer.chainId, signer] as const))(
    'creates, verifies, stores and revokes a %s session',
    async (_, signer) => {
      const { siwx } = createConfig()
      const { serializedMessage, ...data } = await siwx.createMessage({
        chainId: signer.chainId,
        accountAddress: signer.address,
      })
      expect(data).toMatchObject({ domain: FIXTURE_DOMAIN, uri: FIXTURE_URI, nonce: 'Nonce0001' })
      expect(serializedMessage).toContain('Sign in to the dapp')
      const session = {
        data,
        message: serializedMessage,
        signature: await signer.sign(serializedMessage),
      }
      await siwx.addSession(session)
      expect(await siwx.getSessions(signer.chainId, signer.address)).toEqual([session])
      expect(await siwx.getSessions(signer.chainId, 'someone-else')).toEqual([])
      await siwx.revokeSession(signer.chainId, signer.address)
      expect(await siwx.getSessions(signer.chainId, signer.address)).toEqual([])
    },
  )

  it('refuses, with its own error each, what must not become a session', async () => {
    const { siwx, storage } = createConfig()
    const [evm, solana] = fixtureSigners()
    if (!evm || !solana) throw new Error('fixtures')
    const valid = await fixtureSession(evm)
    const now = Date.now()
    const cases: Array<[string, Promise<unknown>]> = [
      [
        'SIWX_INVALID_SIGNATURE',
        siwx.addSession({ ...valid, signature: await solana.sign(valid.message) }),
      ],
      [
        'SIWX_INVALID_SIGNATURE',
        siwx.addSession({ ...valid, signature: await evm.sign(`${valid.message} `) }),
      ],
      [
        'SIWX_DOMAIN_MISMATCH',
        siwx.addSession(
          await fixtureSession(evm, fixtureData(evm, now, { domain: 'evil.example' })),
        ),
      ],
      [
        'SIWX_URI_MISMATCH',
        siwx.addSession(
          await fixtureSession(evm, fixtureData(evm, now, { uri: 'https://evil.example/' })),
        ),
      ],
      [
        'SIWX_MESSAGE_EXPIRED',
        siwx.addSession(
          await fixtureSession(
            evm,
            fixtureData(evm, now, { expirationTime: new Date(now - 1).toISOString() }),
          ),
        ),
      ],
      [
        'SIWX_MESSAGE_NOT_YET_VALID',
        siwx.addSession(
          await fixtureSession(
            evm,
            fixtureData(evm, now, { notBefore: new Date(now + 3_600_000).toISOString() }),
          ),
        ),
      ],
      [
        'SIWX_MESSAGE_MALFORMED',
        siwx.addSession({ ...valid, data: { ...valid.data, nonce: 'SomethingElse1' } }),
      ],
      [
        'SIWX_MESSAGE_MALFORMED',
        siwx.addSession({ ...valid, message: valid.message.replace('Version: 1', 'Version: 9') }),
      ],
    ]
    for (const [code, attempt] of cases) expect(await refusalCode(attempt)).toBe(code)
    expect(storage.entries.size).toBe(0)
  })

  it('drops expired sessions from reads and replaces every session on setSessions', async () => {
    const { siwx, storage } = createConfig()
    const [evm] = fixtureSigners()
    if (!evm) throw new Error('fixtures')
    const now = Date.now()
    const session = await fixtureSession(
      evm,
      fixtureData(evm, now, { expirationTime: new Date(now + 60_000).toISOString() }),
    )
    await siwx.setSessions([session])
    expect(await siwx.getSessions('eip155:1', evm.address.toLowerCase())).toHaveLength(1)
    vi.useFakeTimers({ now: now + 60_000 })
    expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
    vi.useRealTimers()
    await siwx.setSessions([])
    expect(storage.entries.size).toBe(0)
  })
})
