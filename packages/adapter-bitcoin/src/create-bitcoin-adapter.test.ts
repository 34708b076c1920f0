// @vitest-environment happy-dom
import { defineBitcoinRegtestNetwork } from '@openappkit/common/networks'
import { createMemoryWebStorage } from '@openappkit/testing'
import {
  createBitcoinTestWallet,
  esploraBalance,
  registerBitcoinTestWallet,
} from '@openappkit/testing/bitcoin'
import { describe, expect, inject, it } from 'vitest'
import { codeOf, verifiedOn } from '../test/regtest-checks.ts'
import { createBitcoinAdapter } from './create-bitcoin-adapter.ts'
import type { BitcoinProvider } from './provider/bitcoin-provider.ts'

// Regtest accounts 0 and 1 of the devnet belong to this file.
const { bitcoin } = inject('devnetManifest')
const [first, second] = bitcoin.accounts
if (!first || !second) throw new Error('the devnet has too few Bitcoin accounts')
const network = defineBitcoinRegtestNetwork({ rpcUrl: bitcoin.esploraUrl })
const name = 'Bitcoin Adapter Wallet'
const testWallet = createBitcoinTestWallet({
  privateKeys: [first.privateKey, second.privateKey],
  network: 'regtest',
  esploraUrl: bitcoin.esploraUrl,
  name,
})
registerBitcoinTestWallet(testWallet, window)
// A second wallet that speaks sats-connect only, listed the way Xverse lists itself.
const satsOnly = createBitcoinTestWallet({
  privateKeys: [second.privateKey],
  network: 'regtest',
  esploraUrl: bitcoin.esploraUrl,
  name: 'Sats Only',
})
Object.assign(window, { SatsOnlyWallet: { BitcoinProvider: satsOnly.provider } })
;(window as unknown as { btc_providers: unknown[] }).btc_providers.push({
  id: 'SatsOnlyWallet.BitcoinProvider',
  name: 'Sats Only',
  icon: '',
})

const verified = verifiedOn(network.caipNetworkId)

const sats = (address: string) => esploraBalance(bitcoin.esploraUrl, address)

async function connected(id = name) {
  testWallet.reset()
  const adapter = createBitcoinAdapter({ networks: [network], storage: createMemoryWebStorage() })
  const result = await adapter.connect({ id, type: 'ANNOUNCED' })
  return { adapter, result, provider: result.provider as BitcoinProvider }
}

describe('createBitcoinAdapter on the devnet regtest', () => {
  it('offers Wallet Standard and sats-connect wallets, each once', () => {
    const adapter = createBitcoinAdapter({ networks: [network] })
    expect(adapter.getConnectors().map((connector) => connector.name)).toEqual([name, 'Sats Only'])
    expect(adapter.getConnectors()[0]).toMatchObject({ chain: 'bip122', type: 'ANNOUNCED' })
  })

  it('connects with the payment account first and the ordinal second, and reads the balance', async () => {
    const { adapter, result, provider } = await connected()
    expect(result.address).toBe(first.payment.address)
    expect(result.accounts).toEqual([
      { address: first.payment.address, type: 'payment', publicKey: first.payment.publicKey },
      { address: first.ordinal.address, type: 'ordinal', publicKey: first.ordinal.publicKey },
    ])
    expect((await provider.getAccountAddresses()).map((item) => item.purpose)).toEqual([
      'payment',
      'ordinal',
    ])
    const { balance, symbol } = await adapter.getBalance({
      address: first.payment.address,
      caipNetwork: network,
    })
    expect(symbol).toBe('BTC')
    expect(adapter.parseUnits(balance, 8)).toBe(await sats(first.payment.address))
  })

  it('signs messages the BIP-322 verifier accepts, through both protocols', async () => {
    const { adapter } = await connected()
    const { signature } = await adapter.signMessage({
      address: first.payment.address,
      message: 'hello regtest',
    })
    expect(await verified(first.payment.address, 'hello regtest', signature)).toBe(true)
    expect(await verified(first.payment.address, 'hello regtest!', signature)).toBe(false)
    const sats = await connected('SatsOnlyWallet.BitcoinProvider')
    const other = await sats.adapter.signMessage({
      address: second.payment.address,
      message: 'via sats-connect',
    })
    expect(await verified(second.payment.address, 'via sats-connect', other.signature)).toBe(true)
  })

  it('sends BTC with a PSBT the wallet signs: the receiver gets it, the sender pays amount and fee', async () => {
    const { adapter } = await connected()
    const before = {
      from: await sats(first.payment.address),
      to: await sats(second.payment.address),
    }
    const { hash } = await adapter.sendTransaction({
      address: first.payment.address,
      to: second.payment.address,
      value: 10_000_000n,
    })
    expect(await adapter.waitForTransaction?.({ hash, caipNetwork: network })).toEqual({
      status: 'success',
    })
    expect(await sats(second.payment.address)).toBe(before.to + 10_000_000n)
    const spent = before.from - (await sats(first.payment.address))
    expect(spent).toBeGreaterThan(10_000_000n)
    expect(spent).toBeLessThan(10_010_000n)
  })

  it('refuses dust, amounts it cannot pay, foreign addresses and a refusal in the wallet', async () => {
    const { adapter } = await connected()
    const send = (value: bigint, to = second.payment.address) =>
      adapter.sendTransaction({ address: first.payment.address, to, value })
    expect(await codeOf(send(100n))).toBe('BITCOIN_DUST_AMOUNT')
    expect(await codeOf(send(1_000n * 100_000_000n))).toBe('BITCOIN_INSUFFICIENT_FUNDS')
    expect(await codeOf(send(10_000n, 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'))).toBe(
      'INVALID_ADDRESS',
    )
    testWallet.rejectNextRequest()
    expect(
      await codeOf(adapter.signMessage({ address: first.payment.address, message: 'no' })),
    ).toBe('USER_REJECTED_REQUEST')
  })

  it('reconnects silently, follows account changes, and a disconnect holds', async () => {
    const storage = createMemoryWebStorage()
    testWallet.reset()
    const adapter = createBitcoinAdapter({ networks: [network], storage })
    await adapter.connect({ id: name, type: 'ANNOUNCED' })
    const changes: string[] = []
    adapter.on('accountChanged', ({ address }) => changes.push(address))
    testWallet.switchAccount(1)
    await expect.poll(() => changes).toEqual([second.payment.address])
    const fresh = createBitcoinAdapter({ networks: [network], storage })
    expect((await fresh.reconnect({ id: name, type: 'ANNOUNCED' }))?.address).toBe(
      second.payment.address,
    )
    await fresh.disconnect()
    expect(
      await createBitcoinAdapter({ networks: [network], storage }).reconnect({
        id: name,
        type: 'ANNOUNCED',
      }),
    ).toBeUndefined()
  })

  it('destroy() stops listening to both kinds of wallet and keeps their sessions', async () => {
    testWallet.reset()
    satsOnly.reset()
    const sessions = [
      { id: name, storage: createMemoryWebStorage() },
      { id: 'SatsOnlyWallet.BitcoinProvider', storage: createMemoryWebStorage() },
    ]
    const heard: unknown[] = []
    for (const { id, storage } of sessions) {
      const adapter = createBitcoinAdapter({ networks: [network], storage })
      await adapter.connect({ id, type: 'ANNOUNCED' })
      for (const event of ['connectors', 'accountChanged', 'chainChanged', 'disconnect'] as const) {
        adapter.on(event, (payload) => heard.push(payload))
      }
      adapter.destroy()
      adapter.destroy()
    }
    const [standard, satsConnect] = await Promise.all(
      sessions.map(async ({ id, storage }) => {
        const fresh = createBitcoinAdapter({ networks: [network], storage })
        expect(await fresh.reconnect({ id, type: 'ANNOUNCED' })).toBeDefined()
        const events: unknown[] = []
        fresh.on('accountChanged', ({ address }) => events.push(address))
        fresh.on('disconnect', (payload) => events.push(payload))
        return events
      }),
    )
    testWallet.switchAccount(1)
    satsOnly.revoke()
    await expect.poll(() => standard).toEqual([second.payment.address])
    await expect
      .poll(() => satsConnect)
      .toEqual([{ connectorId: 'SatsOnlyWallet.BitcoinProvider' }])
    expect(heard).toEqual([])
  })
})
