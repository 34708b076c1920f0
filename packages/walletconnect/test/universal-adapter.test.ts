import { createUniversalAdapter, type UniversalProvider } from '@openappkit/adapter-universal'
import { decodeBase58 } from '@openappkit/common/encoding'
import { solanaDevnet } from '@openappkit/common/networks'
import type { AdapterConnectReturnType, ChainAdapter } from '@openappkit/controllers'
import { createDevnetTestWallet } from '@openappkit/testing'
import { blockNonLocalFetch, getNodeBalance } from '@openappkit/testing/node'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { formatEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createWalletConnectProvider } from '../src/index.ts'

const fetchGuard = blockNonLocalFetch()
afterAll(() => fetchGuard.restore())

const connector = { id: 'walletConnect', type: 'WALLET_CONNECT' } as const

async function verifyEd25519(address: string, message: string, signature: string) {
  const key = await crypto.subtle.importKey('raw', decodeBase58(address), 'Ed25519', false, [
    'verify',
  ])
  return crypto.subtle.verify(
    'Ed25519',
    key,
    decodeBase58(signature),
    new TextEncoder().encode(message),
  )
}

// No chain library on the page: one WalletConnect session, the universal adapter per namespace.
describe('the universal adapter over a phone wallet on our relay', () => {
  const manifest = inject('devnetManifest')
  const {
    wallet,
    networks: evmNetworks,
    rpcUrls,
  } = createDevnetTestWallet({
    manifest,
    firstAccount: 0,
    announceTarget: null,
  })
  const networks = [...evmNetworks, solanaDevnet]
  const storage = new MemoryKeyValueStorage()
  const newAdapters = () => {
    const provider = createWalletConnectProvider({
      relayUrl: inject('relayUrl'),
      metadata: { name: 'Universal dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      networks,
      storage,
      storagePrefix: 'universal-adapter-test',
    })
    const evm = createUniversalAdapter({ namespace: 'eip155', networks })
    const solana = createUniversalAdapter({ namespace: 'solana', networks })
    for (const adapter of [evm, solana]) adapter.setWalletConnectProvider?.(provider)
    return { provider, evm, solana }
  }
  let phone: WalletConnectTestWallet
  let adapters: ReturnType<typeof newAdapters>
  let solanaConnection: AdapterConnectReturnType

  beforeAll(async () => {
    phone = await createWalletConnectTestWallet({
      relayUrl: inject('relayUrl'),
      wallet,
      chainIds: Object.keys(rpcUrls).map(Number),
      solanaChains: [solanaDevnet.caipNetworkId],
    })
    adapters = newAdapters()
  })

  afterAll(async () => {
    await phone?.close()
  })

  it('connects Solana and EVM through one proposal of every namespace of the site', async () => {
    adapters.provider.on('display_uri', ((uri: string) => void phone.pair(uri)) as never)
    const connecting = adapters.solana.connect(connector)
    const proposal = await phone.nextProposal()
    expect(Object.keys(proposal.params.optionalNamespaces ?? {})).toEqual(['eip155', 'solana'])
    await proposal.approve()
    solanaConnection = await connecting
    expect(solanaConnection).toMatchObject({
      address: phone.solanaAddress,
      chainId: solanaDevnet.id,
      type: 'WALLET_CONNECT',
    })
    // The EVM side reuses the session: no second QR code.
    expect(await adapters.evm.connect(connector)).toMatchObject({
      address: wallet.address,
      chainId: 31337,
    })
    expect(adapters.solana.getConnectors().map((item) => item.id)).toEqual(['walletConnect'])
  })

  it('signs on Solana with the wallet key: the ed25519 signature verifies for the address', async () => {
    const message = 'Universal adapter, Solana'
    const address = phone.solanaAddress as string
    const { signature } = await adapters.solana.signMessage({ message, address })
    expect(await verifyEd25519(address, message, signature)).toBe(true)
    expect(phone.requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      chainId: solanaDevnet.caipNetworkId,
    })
  })

  it('gives useAppKitProvider("solana") a provider whose request reaches the wallet', async () => {
    const provider = solanaConnection.provider as UniversalProvider
    const address = phone.solanaAddress as string
    const message = '3yZe7d' // base58 of "test"
    const answer = (await provider.request({
      method: 'solana_signMessage',
      params: { message, pubkey: address },
    })) as { signature: string }
    expect(await verifyEd25519(address, 'test', answer.signature)).toBe(true)
    await expect(
      provider.request({ method: 'solana_signAndSendTransaction', params: {} }, solanaDevnet.id),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('signs, reads the balance and sends on EVM without a chain library', async () => {
    const message = 'Universal adapter, EVM'
    const { signature } = await adapters.evm.signMessage({ message, address: wallet.address })
    expect(
      await verifyMessage({
        address: wallet.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    const [network] = evmNetworks
    if (!network) throw new Error('the devnet has no EVM network')
    const rpcUrl = rpcUrls[31337] as string
    const balance = await adapters.evm.getBalance({ address: wallet.address, caipNetwork: network })
    expect(balance).toEqual({
      balance: formatEther(await getNodeBalance({ rpcUrl, address: wallet.address })),
      symbol: network.nativeCurrency.symbol,
    })
    const to = '0x000000000000000000000000000000000000bEEF'
    const before = await getNodeBalance({ rpcUrl, address: to })
    const { hash } = await adapters.evm.sendTransaction({
      address: wallet.address,
      to,
      value: 1_000n,
      caipNetwork: network,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => getNodeBalance({ rpcUrl, address: to })).toBe(before + 1_000n)
  })

  it('says a Solana transfer needs the Solana adapter instead of failing obscurely', async () => {
    await expect(
      adapters.solana.sendTransaction({ address: 'x', to: 'y', value: 1n }),
    ).rejects.toThrow('sendTransaction on solana needs a chain adapter')
  })

  it('restores both namespaces after a reload without pairing again', async () => {
    const reloaded = newAdapters()
    expect(await reloaded.solana.reconnect(connector)).toMatchObject({
      address: phone.solanaAddress,
    })
    expect(await reloaded.evm.reconnect(connector)).toMatchObject({ address: wallet.address })
    adapters = reloaded
  })

  it('reports the wallet ending the session to every namespace', async () => {
    const ended: string[] = []
    const watch = (name: string, adapter: ChainAdapter) =>
      adapter.on('disconnect', () => ended.push(name))
    watch('eip155', adapters.evm)
    watch('solana', adapters.solana)
    await phone.disconnect()
    await expect.poll(() => ended.sort()).toEqual(['eip155', 'solana'])
    expect(await adapters.solana.reconnect(connector)).toBeUndefined()
  })

  it('made no request to any host but 127.0.0.1', () => {
    expect(fetchGuard.attempts).toEqual([])
  })
})
