import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { defineBitcoinRegtestNetwork } from '@openappkit/common/networks'
import { startRelay } from '@openappkit/relay'
import { createDevnetTestWallet, createMemoryWebStorage } from '@openappkit/testing'
import { createBitcoinTestWallet, esploraBalance } from '@openappkit/testing/bitcoin'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { createWalletConnectProvider } from '@openappkit/walletconnect'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createBitcoinAdapter } from '../src/create-bitcoin-adapter.ts'
import { codeOf, verifiedOn } from './regtest-checks.ts'

// A phone wallet holding devnet Bitcoin accounts 4 and 5 pairs over our relay; the adapter
// reaches it through the site's WalletConnect session (namespace bip122) and spends on regtest.
const manifest = inject('devnetManifest')
const { bitcoin } = manifest
const [, , , , fourth, fifth] = bitcoin.accounts
if (!fourth || !fifth) throw new Error('the devnet has too few Bitcoin accounts')
const network = defineBitcoinRegtestNetwork({ rpcUrl: bitcoin.esploraUrl })
const btc = createBitcoinTestWallet({
  privateKeys: [fourth.privateKey],
  network: 'regtest',
  esploraUrl: bitcoin.esploraUrl,
  name: 'Phone Bitcoin',
})
// The phone always holds an EVM account too; it is not used here.
const { wallet: evm } = createDevnetTestWallet({ manifest, firstAccount: 14, announceTarget: null })
let relay: Awaited<ReturnType<typeof startRelay>>
let phone: WalletConnectTestWallet
let profile = 0

beforeAll(async () => {
  relay = await startRelay()
  phone = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    wallet: evm,
    chainIds: [manifest.evm.chains[0]?.chainId ?? 31337],
    autoApprove: true,
    bitcoinChains: [bitcoin.caipNetworkId],
    bitcoinWallet: btc,
  })
})
afterAll(async () => {
  await phone?.close()
  await relay?.stop()
})

const verified = verifiedOn(network.caipNetworkId)

const sats = (address: string) => esploraBalance(bitcoin.esploraUrl, address)

/** A fresh site: its own WalletConnect client (storage prefix) and adapter, paired with the phone. */
async function connected() {
  profile += 1
  const adapter = createBitcoinAdapter({ networks: [network], storage: createMemoryWebStorage() })
  const provider = createWalletConnectProvider({
    relayUrl: relay.url,
    metadata: { name: 'bitcoin dapp', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [network],
    storage: new MemoryKeyValueStorage(),
    storagePrefix: `adapter-bitcoin-${profile}`,
  })
  provider.on('display_uri', ((uri: string) => void phone.pair(uri)) as never)
  adapter.setWalletConnectProvider(provider)
  const result = await adapter.connect({ id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT' })
  return { adapter, result }
}

describe('the Bitcoin adapter through WalletConnect on our relay', () => {
  it('offers WalletConnect once given the session, and connects payment and ordinal accounts', async () => {
    const { adapter, result } = await connected()
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT' }),
    )
    expect(result).toMatchObject({
      id: WALLET_CONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      address: fourth.payment.address,
      chainId: network.id,
    })
    expect(result.accounts).toEqual([
      { address: fourth.payment.address, type: 'payment', publicKey: fourth.payment.publicKey },
      { address: fourth.ordinal.address, type: 'ordinal', publicKey: fourth.ordinal.publicKey },
    ])
    expect(phone.requests).toContainEqual({
      method: 'getAccountAddresses',
      chainId: bitcoin.caipNetworkId,
    })
  })

  it('has the phone sign a message the BIP-322 verifier accepts', async () => {
    const { adapter } = await connected()
    const { signature } = await adapter.signMessage({
      address: fourth.payment.address,
      message: 'hello over walletconnect',
    })
    expect(await verified(fourth.payment.address, 'hello over walletconnect', signature)).toBe(true)
    expect(await verified(fourth.payment.address, 'hello over walletconnect!', signature)).toBe(
      false,
    )
  })

  it('sends BTC with a PSBT the phone signs, confirmed on the regtest', async () => {
    const { adapter } = await connected()
    const before = {
      from: await sats(fourth.payment.address),
      to: await sats(fifth.payment.address),
    }
    const { hash } = await adapter.sendTransaction({
      address: fourth.payment.address,
      to: fifth.payment.address,
      value: 10_000_000n,
    })
    expect(phone.requests.at(-1)).toEqual({ method: 'signPsbt', chainId: bitcoin.caipNetworkId })
    expect(await adapter.waitForTransaction?.({ hash, caipNetwork: network })).toEqual({
      status: 'success',
    })
    expect(await sats(fifth.payment.address)).toBe(before.to + 10_000_000n)
    const spent = before.from - (await sats(fourth.payment.address))
    expect(spent).toBeGreaterThan(10_000_000n)
    expect(spent).toBeLessThan(10_010_000n)
  })

  it('turns a refusal on the phone into USER_REJECTED_REQUEST, and follows its disconnect', async () => {
    const { adapter } = await connected()
    btc.rejectNextRequest()
    expect(
      await codeOf(adapter.signMessage({ address: fourth.payment.address, message: 'no' })),
    ).toBe('USER_REJECTED_REQUEST')
    btc.rejectNextRequest()
    const send = adapter.sendTransaction({
      address: fourth.payment.address,
      to: fifth.payment.address,
      value: 50_000n,
    })
    expect(await codeOf(send)).toBe('USER_REJECTED_REQUEST')
    const ended: string[] = []
    adapter.on('disconnect', ({ connectorId }) => ended.push(String(connectorId)))
    await phone.disconnect()
    await expect.poll(() => ended).toEqual([WALLET_CONNECT_CONNECTOR_ID])
  })
})
