import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BIP322_VECTOR_KEY, SECOND_KEY } from '../../test/bitcoin-fixtures.ts'
import { recoverLegacySigner, verifyBip322 } from '../../test/bitcoin-signatures.ts'
import { TestKitError } from '../errors/test-kit-error.ts'
import { createBitcoinWalletCore } from './bitcoin-wallet-core.ts'
import { BITCOIN_ERROR_CODES, BitcoinWalletError } from './bitcoin-wallet-error.ts'

const create = (storage?: Map<string, string>) =>
  createBitcoinWalletCore({
    privateKeys: [BIP322_VECTOR_KEY, SECOND_KEY],
    network: 'regtest',
    name: 'Core Test Wallet',
    storage: storage && {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  })

async function refusal(run: () => unknown): Promise<BitcoinWalletError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof BitcoinWalletError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('the Bitcoin wallet core', () => {
  it('exposes the first account, unauthorized, until the site connects', async () => {
    const core = create()
    expect(core.authorized).toBe(false)
    expect(core.paymentAddress).toMatch(/^bcrt1q/)
    expect(core.ordinalAddress).toMatch(/^bcrt1p/)
    const denied = await refusal(() =>
      core.signMessage({ address: core.paymentAddress, message: 'hi' }),
    )
    expect(denied.code).toBe(BITCOIN_ERROR_CODES.ACCESS_DENIED)
    expect(core.connect()).toBe(core.current)
    expect(core.authorized).toBe(true)
    expect(core.requests).toEqual(['signMessage', 'wallet_connect'])
  })

  it('signs for both exposed addresses, BIP-322 by default and ECDSA on demand', () => {
    const core = create()
    core.connect()
    for (const address of [core.paymentAddress, core.ordinalAddress]) {
      const signed = core.signMessage({ address, message: 'Hello' })
      expect(signed.protocol).toBe('BIP322')
      expect(verifyBip322(address, 'Hello', signed.signature, networks.regtest)).toBe(true)
    }
    const bytes = core.signMessage({ address: core.paymentAddress, message: Uint8Array.of(1, 2) })
    expect(
      verifyBip322(core.paymentAddress, Uint8Array.of(1, 2), bytes.signature, networks.regtest),
    ).toBe(true)
    const legacy = core.signMessage({
      address: core.paymentAddress,
      message: 'Hello',
      protocol: 'ECDSA',
    })
    expect(recoverLegacySigner('Hello', legacy.signature).header).toBeGreaterThanOrEqual(39)
  })

  it('refuses the next prompt once with USER_REJECTION, then signs', async () => {
    const core = create()
    core.rejectNextRequest()
    expect((await refusal(() => core.connect())).code).toBe(BITCOIN_ERROR_CODES.USER_REJECTION)
    expect(core.authorized).toBe(false)
    core.connect()
    core.rejectNextRequest()
    // A refusal that needs no prompt does not use up the person's "Reject".
    const unknown = await refusal(() => core.signMessage({ address: 'bcrt1qnope', message: 'x' }))
    expect(unknown.code).toBe(BITCOIN_ERROR_CODES.ACCESS_DENIED)
    const rejected = await refusal(() =>
      core.signMessage({ address: core.paymentAddress, message: 'x' }),
    )
    expect(rejected).toMatchObject({ code: -32000, shortMessage: 'User rejected the request.' })
    expect(core.signMessage({ address: core.paymentAddress, message: 'x' }).signature).toBeTruthy()
  })

  it('switches account (accountChange when connected) and no longer signs for the old one', async () => {
    const core = create()
    const events: string[] = []
    core.onChange((event) => events.push(event))
    const first = core.paymentAddress
    core.switchAccount(1)
    expect(events).toEqual([])
    core.connect()
    expect(core.switchAccount(0)).toEqual({
      paymentAddress: first,
      ordinalAddress: core.ordinalAddress,
    })
    const second = core.switchAccount(1)
    expect(events).toEqual(['connect', 'accountChange', 'accountChange'])
    expect(second.paymentAddress).not.toBe(first)
    const denied = await refusal(() => core.signMessage({ address: first, message: 'x' }))
    expect(denied.code).toBe(BITCOIN_ERROR_CODES.ACCESS_DENIED)
    expect((await refusal(() => core.switchAccount(5))).code).toBe(
      BITCOIN_ERROR_CODES.INVALID_PARAMS,
    )
  })

  it('revokes and disconnects once, with one disconnect event', () => {
    const core = create()
    const events: string[] = []
    const stop = core.onChange((event) => events.push(event))
    core.connect()
    core.revoke()
    core.revoke()
    core.connect()
    core.disconnect()
    stop()
    core.connect()
    expect(events).toEqual(['connect', 'disconnect', 'connect', 'disconnect'])
    expect(core.requests).toEqual([
      'wallet_connect',
      'wallet_connect',
      'wallet_disconnect',
      'wallet_connect',
    ])
  })

  it('remembers the authorized site and account in its storage, as across a reload', () => {
    const storage = new Map<string, string>()
    const core = create(storage)
    core.connect()
    core.switchAccount(1)
    const reloaded = create(storage)
    expect(reloaded.authorized).toBe(true)
    expect(reloaded.paymentAddress).toBe(core.paymentAddress)
    reloaded.revoke()
    expect(create(storage).authorized).toBe(false)
    core.rejectNextRequest()
    core.reset()
    expect(core).toMatchObject({ authorized: false, requests: [] })
    expect(core.connect()).toBe(core.keyAccounts[0])
  })

  it('refuses to start without a key or with an unknown network, with TestKitError', () => {
    const noKey = { privateKeys: [] as unknown as [string], network: 'regtest' as const }
    expect(() => createBitcoinWalletCore(noKey)).toThrow(TestKitError)
    const signet = { privateKeys: [SECOND_KEY], network: 'signet' as 'regtest' } as const
    expect(() => createBitcoinWalletCore(signet)).toThrow(TestKitError)
  })

  it('refuses transfers and broadcasts without an Esplora URL with INTERNAL_ERROR', async () => {
    const core = create()
    core.connect()
    const error = await refusal(() =>
      core.sendTransfer({ recipients: [{ address: core.ordinalAddress, amount: 1_000 }] }),
    )
    expect(error.code).toBe(BITCOIN_ERROR_CODES.INTERNAL_ERROR)
  })
})
