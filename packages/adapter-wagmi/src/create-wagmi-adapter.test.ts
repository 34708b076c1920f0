// @vitest-environment happy-dom

import { isUserRejection, RpcError } from '@openappkit/common/errors'
import { defineNetwork } from '@openappkit/common/networks'
import type { ChainAdapterEventMap } from '@openappkit/controllers'
import { createTestWallet } from '@openappkit/testing'
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { devnetSetup, memoryStorage, nodeBalance } from '../test/devnet-wallet.ts'
import { createWagmiAdapter } from './create-wagmi-adapter.ts'

// Accounts 3 and 4 of the devnet belong to this file; account 5 receives.
const RDNS = 'org.openappkit.behaviour-wallet'
const manifest = inject('devnetManifest')
const usdc = manifest.evm.tokens.usdc
const { wallet, networks, rpcUrls } = devnetSetup(3, RDNS, { assets: { 31337: [usdc] } })
const receiver = manifest.evm.accounts[5]?.address as Hex
// A chain the wallet has never heard of, served by the second node, to exercise add-chain.
const addable = defineNetwork({
  id: 420,
  caipNetworkId: 'eip155:420',
  chainNamespace: 'eip155',
  name: 'Addable Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrls[31338] as string] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
  testnet: true,
})

function adapterWith(storage = memoryStorage()) {
  return createWagmiAdapter({
    networks: [networks[0], networks[1], addable],
    storage,
    chainIconUrls: { 420: 'https://icons.example/420.png' },
  })
}

async function connected(storage = memoryStorage()) {
  const adapter = adapterWith(storage)
  const result = await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
  return { adapter, result, storage }
}

function collect<TEvent extends keyof ChainAdapterEventMap>(
  adapter: ReturnType<typeof adapterWith>,
  event: TEvent,
) {
  const payloads: ChainAdapterEventMap[TEvent][] = []
  adapter.on(event, (payload) => payloads.push(payload))
  return payloads
}

/** A JSON-RPC call straight to the node of chain 31337 (not through the wallet). */
async function nodeRpc(method: string, params: readonly unknown[]): Promise<Hex> {
  const response = await fetch(rpcUrls[31337] as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: Hex }).result
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  wallet.reset()
})

describe('createWagmiAdapter: connectors', () => {
  it('lists an EIP-6963 wallet as ANNOUNCED with its rdns, name and icon', () => {
    const connector = adapterWith()
      .getConnectors()
      .find((item) => item.id === RDNS)
    expect(connector).toMatchObject({
      type: 'ANNOUNCED',
      name: `Test Wallet ${RDNS}`,
      chain: 'eip155',
      info: { rdns: RDNS },
    })
    expect(connector?.imageUrl).toMatch(/^data:image\//)
    expect(connector?.chains.map((network) => network.id)).toEqual([31337, 31338, 420])
  })

  it('hides the Browser Wallet (window.ethereum) connector until something is injected', () => {
    const adapter = adapterWith()
    expect(adapter.getConnectors().map((item) => item.id)).not.toContain('injected')
    vi.stubGlobal('ethereum', wallet)
    expect(adapter.getConnectors().find((item) => item.id === 'injected')?.type).toBe('INJECTED')
  })

  it('picks up a wallet that announces itself after the adapter was created', async () => {
    const adapter = adapterWith()
    const events = collect(adapter, 'connectors')
    const late = createTestWallet({
      privateKey: manifest.evm.accounts[4]?.privateKey as Hex,
      rpcUrls,
      rdns: 'org.openappkit.late-wallet',
    })
    await adapter.syncConnectors()
    expect(events.at(-1)?.connectors.map((item) => item.id)).toContain('org.openappkit.late-wallet')
    late.destroy()
  })
})

describe('createWagmiAdapter: sessions', () => {
  it('reconnects after a reload from its storage, without a prompt', async () => {
    const { result, storage } = await connected()
    wallet.rejectNextRequest()
    const reloaded = adapterWith(storage)
    const restored = await reloaded.reconnect({ id: RDNS, type: 'ANNOUNCED' })
    expect(restored).toMatchObject({ address: result.address, chainId: 31337 })
    expect(
      [...storage.entries.keys()].every((key) => key.startsWith('@appkit-wallet/wagmi.')),
    ).toBe(true)
  })

  it('does not reconnect after a reload once the dapp disconnected', async () => {
    const { adapter, storage } = await connected()
    await adapter.disconnect({ id: RDNS })
    expect(await adapterWith(storage).reconnect({ id: RDNS, type: 'ANNOUNCED' })).toBeUndefined()
  })

  it('emits disconnect when the visitor disconnects from the wallet', async () => {
    const { adapter } = await connected()
    const events = collect(adapter, 'disconnect')
    wallet.disconnect()
    await settle()
    expect(events).toEqual([{ connectorId: RDNS }])
  })

  it('passes on a chain the dapp does not know when the wallet moves there', async () => {
    const { adapter } = await connected()
    const events = collect(adapter, 'chainChanged')
    wallet.switchChain(999_999)
    await settle()
    expect(events).toEqual([{ chainId: 999_999 }])
  })
})

describe('createWagmiAdapter: networks', () => {
  it('asks the wallet to add an unknown chain with the docs/project/behaviour.md §7 fields, then is on it', async () => {
    const { adapter } = await connected()
    const requests: unknown[] = []
    const original = wallet.request.bind(wallet)
    vi.spyOn(wallet, 'request').mockImplementation((arguments_) => {
      requests.push(arguments_)
      return original(arguments_)
    })
    const events = collect(adapter, 'chainChanged')
    await adapter.switchNetwork({ caipNetwork: addable })
    await settle()
    expect(requests).toContainEqual({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x1a4',
          chainName: 'Addable Devnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: [rpcUrls[31338]],
          blockExplorerUrls: ['https://explorer.example'],
          iconUrls: ['https://icons.example/420.png'],
        },
      ],
    })
    expect(wallet.chainId).toBe(420)
    expect(events.map((event) => event.chainId)).toContain(420)
  })

  it('passes on a refused switch as a user rejection', async () => {
    const { adapter } = await connected()
    wallet.rejectNextRequest()
    const error = await adapter
      .switchNetwork({ caipNetwork: networks[1] })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(RpcError)
    expect(isUserRejection(error)).toBe(true)
    expect(wallet.chainId).toBe(31337)
  })

  it('refuses a network it was not configured with', async () => {
    const { adapter } = await connected()
    const stranger = { ...addable, id: 777, caipNetworkId: 'eip155:777' as const }
    await expect(adapter.switchNetwork({ caipNetwork: stranger })).rejects.toThrow(
      'Network not found',
    )
  })
})

describe('createWagmiAdapter: reads and writes', () => {
  it('reads the native balance from the node of the given network', async () => {
    const adapter = adapterWith()
    const [address] = wallet.addresses as [Hex]
    const expected = await nodeBalance(rpcUrls[31338] as string, address)
    expect(await adapter.getBalance({ address, caipNetwork: networks[1] })).toEqual({
      balance: expected,
      symbol: 'ETH',
    })
  })

  it('estimates the gas of a native transfer', async () => {
    const { adapter, result } = await connected()
    const { gas } =
      (await adapter.estimateGas?.({ address: result.address, to: receiver, value: 1n })) ?? {}
    expect(gas).toBe(21_000n)
  })

  it('writes a contract: an ERC-20 transfer moves tokens on the devnet', async () => {
    const { adapter, result } = await connected()
    const balanceOf = async () =>
      BigInt(
        await nodeRpc('eth_call', [
          {
            to: usdc.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [receiver],
            }),
          },
          'latest',
        ]),
      )
    const before = await balanceOf()
    const { hash } = (await adapter.writeContract?.({
      address: result.address,
      tokenAddress: usdc.address,
      abi: erc20Abi,
      method: 'transfer',
      args: [receiver, 2_500_000n],
    })) ?? { hash: '' }
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // anvil answers with the hash a moment before it mines the block.
    expect(await adapter.waitForTransaction?.({ hash, caipNetwork: networks[0] })).toEqual({
      status: 'success',
    })
    expect(await balanceOf()).toBe(before + 2_500_000n)
  })

  it('follows a sent transaction to its receipt: success, or reverted', async () => {
    const { adapter, result } = await connected()
    const { hash } = await adapter.sendTransaction({
      address: result.address,
      to: receiver,
      value: 1n,
    })
    expect(await adapter.waitForTransaction?.({ hash, caipNetwork: networks[0] })).toEqual({
      status: 'success',
    })
    // Wallets refuse to send what fails a simulation, so the node sends it (anvil's accounts are
    // unlocked): far more USDC than the account holds, with gas given, is included and reverts.
    const failing = await nodeRpc('eth_sendTransaction', [
      {
        from: receiver,
        to: usdc.address,
        gas: '0x186a0',
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [result.address as Hex, 10n ** 30n],
        }),
      },
    ])
    expect(await adapter.waitForTransaction?.({ hash: failing })).toEqual({ status: 'reverted' })
  })

  it('returns the wallet capabilities keyed by hex chain id', async () => {
    const { adapter, result } = await connected()
    expect(await adapter.getCapabilities?.({ address: result.address })).toEqual({
      '0x7a69': { assetDiscovery: { supported: true } },
      '0x7a6a': {},
    })
  })

  it('lists the wallet assets (EIP-7811) keyed by hex chain id', async () => {
    const { adapter, result } = await connected()
    const assets = await adapter.walletGetAssets?.({
      account: result.address,
      chainFilter: ['0x7a69'],
    })
    expect(assets?.['0x7a69']?.map((asset) => [asset.type, asset.metadata.symbol])).toEqual([
      ['NATIVE', 'ETH'],
      ['ERC20', 'USDC'],
    ])
  })

  it('passes on a provider error of wallet_getAssets as RpcError', async () => {
    const { adapter, result } = await connected()
    const error = await adapter
      .walletGetAssets?.({ account: manifest.evm.accounts[5]?.address as string })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', rpcCode: 4100 })
    expect(result.address).toBe(wallet.address)
  })
})
