import { createDevnetTestWallet } from '@openappkit/testing'
import { blockNonLocalFetch, getNodeBalance } from '@openappkit/testing/node'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createWalletConnectProvider, type WalletConnectProvider } from '../src/index.ts'

// Reads go to the devnet's nodes; nothing may reach any other host.
const fetchGuard = blockNonLocalFetch()
let storagePrefixes = 0

afterAll(() => fetchGuard.restore())

function setup(firstAccount: number) {
  const manifest = inject('devnetManifest')
  const { wallet, networks, rpcUrls } = createDevnetTestWallet({
    manifest,
    firstAccount,
    announceTarget: null,
  })
  const storage = new MemoryKeyValueStorage()
  storagePrefixes += 1
  const storagePrefix = `provider-test-${storagePrefixes}`
  const newProvider = () =>
    createWalletConnectProvider({
      relayUrl: inject('relayUrl'),
      metadata: { name: 'Provider test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      networks,
      storage,
      storagePrefix,
    })
  return { wallet, networks, rpcUrls, newProvider }
}

/** Scans the QR as a phone would: the URI the provider displays goes to the wallet. */
function scanWith(provider: WalletConnectProvider, phone: WalletConnectTestWallet) {
  provider.on('display_uri', ((uri: string) => void phone.pair(uri)) as never)
}

describe('the WalletConnect provider', () => {
  let phone: WalletConnectTestWallet
  let provider: WalletConnectProvider
  let context: ReturnType<typeof setup>

  beforeAll(async () => {
    context = setup(2)
    phone = await createWalletConnectTestWallet({
      relayUrl: inject('relayUrl'),
      wallet: context.wallet,
      chainIds: Object.keys(context.rpcUrls).map(Number),
    })
    provider = context.newProvider()
  })

  afterAll(async () => {
    await phone?.close()
  })

  it('pairs on eth_requestAccounts: QR URI out, the approved account back', async () => {
    scanWith(provider, phone)
    const requested = provider.request({ method: 'eth_requestAccounts' })
    await (await phone.nextProposal()).approve()
    expect(await requested).toEqual([context.wallet.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(provider.uri).toBeUndefined()
  })

  it('signs through the wallet and reads from the node', async () => {
    const address = context.wallet.address
    const message = 'WalletConnect on our own relay'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), address],
    })) as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    const balance = await provider.request({
      method: 'eth_getBalance',
      params: [address, 'latest'],
    })
    expect(BigInt(balance as string)).toBe(
      await getNodeBalance({ rpcUrl: context.rpcUrls[31337] as string, address }),
    )
    expect(phone.requests.map(({ method }) => method)).toEqual(['personal_sign'])
  })

  it('sends a transaction the devnet mines, on the chain the dapp switched to', async () => {
    const chains: unknown[] = []
    provider.on('chainChanged', ((chainId: string) => chains.push(chainId)) as never)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(chains).toEqual(['0x7a6a'])
    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await getNodeBalance({ rpcUrl: context.rpcUrls[31338] as string, address: to })
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: context.wallet.address, to, value: '0x2386f26fc10000', data: '0x' }],
    })
    await expect
      .poll(() => provider.request({ method: 'eth_getTransactionReceipt', params: [hash] }))
      .toMatchObject({ status: '0x1' })
    const after = await getNodeBalance({ rpcUrl: context.rpcUrls[31338] as string, address: to })
    expect(after - before).toBe(10_000_000_000_000_000n)
  })

  it('passes the wallet refusing a request on as 4001', async () => {
    context.wallet.rejectNextRequest()
    await expect(
      provider.request({ method: 'personal_sign', params: [toHex('no'), context.wallet.address] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('restores the session after a reload without pairing again', async () => {
    const reloaded = context.newProvider()
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([context.wallet.address])
    expect(reloaded.uri).toBeUndefined()
  })

  it('follows the wallet changing account and chain, then the wallet ending the session', async () => {
    const accounts: unknown[] = []
    provider.on('accountsChanged', ((next: string[]) => accounts.push(next)) as never)
    const disconnected = new Promise((resolve) => provider.on('disconnect', resolve as never))
    const chains: unknown[] = []
    provider.on('chainChanged', ((chainId: string) => chains.push(chainId)) as never)
    const second = await phone.switchAccount(1)
    await expect.poll(() => accounts.at(-1)).toEqual([second])
    // The visitor moves the phone back to the first chain: the dapp follows.
    await phone.switchChain(31337)
    await expect.poll(() => chains.at(-1)).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await phone.disconnect()
    expect(await disconnected).toMatchObject({ code: 4900 })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('a refused pairing', () => {
  it('rejects eth_requestAccounts with 4001 and leaves the provider ready for a new QR', async () => {
    const context = setup(4)
    const phone = await createWalletConnectTestWallet({
      relayUrl: inject('relayUrl'),
      wallet: context.wallet,
      chainIds: [31337, 31338],
    })
    const provider = context.newProvider()
    scanWith(provider, phone)
    const first = provider.request({ method: 'eth_requestAccounts' })
    await (await phone.nextProposal()).reject()
    await expect(first).rejects.toMatchObject({ code: 4001 })
    const second = provider.request({ method: 'eth_requestAccounts' })
    await (await phone.nextProposal()).approve()
    expect(await second).toEqual([context.wallet.address])
    await phone.close()
  })

  it('made no request to any host but 127.0.0.1', () => {
    expect(fetchGuard.attempts).toEqual([])
  })
})
