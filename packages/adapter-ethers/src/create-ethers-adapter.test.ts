// @vitest-environment happy-dom

import { isAppKitError } from '@openappkit/common/errors'
import { defineNetwork } from '@openappkit/common/networks'
import { type ChainAdapterEventMap, ERC20_TRANSFER_JSON_ABI } from '@openappkit/controllers'
import { Interface } from 'ethers'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { devnetSetup, memoryStorage, nodeBalance } from '../test/devnet-wallet.ts'
import { createEthersAdapter } from './create-ethers-adapter.ts'

// Accounts 3 and 4 of this package's devnet belong to this file; account 5 receives.
const RDNS = 'org.openappkit.ethers-behaviour-wallet'
const manifest = inject('devnetManifest')
const usdc = manifest.evm.tokens.usdc
const { wallet, networks, rpcUrls } = devnetSetup(3, RDNS)
const receiver = manifest.evm.accounts[5]?.address as string
const erc20 = new Interface([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
])
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
  return createEthersAdapter({
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
async function nodeRpc(method: string, params: readonly unknown[]): Promise<string> {
  const response = await fetch(rpcUrls[31337] as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: string }).result
}

afterEach(() => {
  wallet.reset()
})

describe('createEthersAdapter: sessions', () => {
  it('reconnects after a reload without a prompt, but not once the dapp disconnected', async () => {
    const { result, storage, adapter } = await connected()
    wallet.rejectNextRequest()
    const restored = await adapterWith(storage).reconnect({ id: RDNS, type: 'ANNOUNCED' })
    expect(restored).toMatchObject({ address: result.address, chainId: 31337 })
    await adapter.disconnect({ id: RDNS })
    expect(await adapterWith(storage).reconnect({ id: RDNS, type: 'ANNOUNCED' })).toBeUndefined()
    expect([...storage.entries.keys()]).toEqual(['@appkit-wallet/ethers.disconnected'])
  })

  it('emits disconnect when the visitor disconnects from the wallet', async () => {
    const { adapter } = await connected()
    const events = collect(adapter, 'disconnect')
    wallet.disconnect()
    await vi.waitFor(() => expect(events).toEqual([{ connectorId: RDNS }]))
  })

  it('passes on a chain the dapp does not know when the wallet moves there', async () => {
    const { adapter } = await connected()
    const events = collect(adapter, 'chainChanged')
    wallet.switchChain(999_999)
    await vi.waitFor(() => expect(events).toEqual([{ chainId: 999_999 }]))
  })

  it('destroy() stops EIP-6963 discovery and the wallet listeners, and keeps the session', async () => {
    const { adapter, storage } = await connected()
    const heard = [
      collect(adapter, 'connectors'),
      collect(adapter, 'chainChanged'),
      collect(adapter, 'accountChanged'),
      collect(adapter, 'disconnect'),
    ]
    adapter.destroy()
    adapter.destroy()
    const next = adapterWith(storage)
    expect(await next.reconnect({ id: RDNS, type: 'ANNOUNCED' })).toMatchObject({ chainId: 31337 })
    // A wallet that loads later: only the live adapter lists it.
    const info = { uuid: 'late', name: 'Late Wallet', icon: '', rdns: 'org.example.late' }
    const provider = { request: async () => [] }
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
    )
    expect(next.getConnectors().map((item) => item.id)).toContain('org.example.late')
    const nextChains = collect(next, 'chainChanged')
    const nextEnded = collect(next, 'disconnect')
    wallet.switchChain(999_999)
    wallet.disconnect()
    await vi.waitFor(() => expect(nextEnded).toEqual([{ connectorId: RDNS }]))
    expect(nextChains).toEqual([{ chainId: 999_999 }])
    expect(heard.flat()).toEqual([])
    expect(adapter.getConnectors().map((item) => item.id)).not.toContain('org.example.late')
  })
})

describe('createEthersAdapter: networks', () => {
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
    await vi.waitFor(() => expect(events.map((event) => event.chainId)).toContain(420))
  })

  it('passes on a refused switch as the catalogue rejection and stays', async () => {
    const { adapter } = await connected()
    wallet.rejectNextRequest()
    const error = await adapter
      .switchNetwork({ caipNetwork: networks[1] })
      .catch((caught) => caught)
    expect(isAppKitError(error) && error.code).toBe('USER_REJECTED_REQUEST')
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

describe('createEthersAdapter: reads and writes', () => {
  it('reads the native balance from the node of the given network', async () => {
    const adapter = adapterWith()
    const [address] = wallet.addresses as [string]
    const expected = await nodeBalance(rpcUrls[31338] as string, address)
    expect(await adapter.getBalance({ address, caipNetwork: networks[1] })).toEqual({
      balance: expected,
      symbol: 'ETH',
    })
  })

  it('preload() imports ethers ahead of the first read, which then works as before', async () => {
    const adapter = adapterWith()
    await expect(adapter.preload?.()).resolves.toBeUndefined()
    const [address] = wallet.addresses as [string]
    expect((await adapter.getBalance({ address, caipNetwork: networks[0] })).symbol).toBe('ETH')
  })

  it('estimates the gas of a native transfer', async () => {
    const { adapter, result } = await connected()
    const { gas } =
      (await adapter.estimateGas?.({ address: result.address, to: receiver, value: 1n })) ?? {}
    expect(gas).toBe(21_000n)
  })

  it("asks the embedded wallet's estimate: it answers for the account it sends as", async () => {
    const adapter = adapterWith()
    const estimates: unknown[] = []
    adapter.setEmbeddedWalletProvider?.({
      isEmbeddedWallet: true,
      async request({ method, params }) {
        if (method === 'eth_chainId') return '0x7a69'
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [receiver]
        if (method !== 'eth_estimateGas') return null
        estimates.push((params as unknown[])[0])
        // A smart account's UserOperation, well above the transfer's 21 000.
        return '0x61a80'
      },
      on: () => undefined,
      removeListener: () => undefined,
    })
    await adapter.connect({ id: 'ID_AUTH', type: 'AUTH' })
    const request = { address: receiver, to: receiver, value: 1n, caipNetwork: networks[0] }
    expect(await adapter.estimateGas?.(request)).toEqual({ gas: 400_000n })
    expect(estimates).toEqual([{ from: receiver, to: receiver, value: '0x1' }])
  })

  it('writes a contract: an ERC-20 transfer moves tokens on the devnet', async () => {
    const { adapter, result } = await connected()
    const balanceOf = async () =>
      BigInt(
        await nodeRpc('eth_call', [
          { to: usdc.address, data: erc20.encodeFunctionData('balanceOf', [receiver]) },
          'latest',
        ]),
      )
    const before = await balanceOf()
    const { hash } = (await adapter.writeContract?.({
      address: result.address,
      tokenAddress: usdc.address,
      abi: ERC20_TRANSFER_JSON_ABI,
      method: 'transfer',
      args: [receiver, 2_500_000n],
    })) ?? { hash: '' }
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await adapter.waitForTransaction?.({ hash, caipNetwork: networks[0] })).toEqual({
      status: 'success',
    })
    expect(await balanceOf()).toBe(before + 2_500_000n)
  })

  it('follows a transaction to its receipt: reverted when the node included a failing one', async () => {
    const { adapter, result } = await connected()
    // Wallets refuse to send what fails a simulation, so the node sends it (anvil's accounts are
    // unlocked): far more USDC than the account holds, with gas given, is included and reverts.
    const failing = await nodeRpc('eth_sendTransaction', [
      {
        from: receiver,
        to: usdc.address,
        gas: '0x186a0',
        data: erc20.encodeFunctionData('transfer', [result.address, 10n ** 30n]),
      },
    ])
    expect(await adapter.waitForTransaction?.({ hash: failing })).toEqual({ status: 'reverted' })
  })

  it('reports a transfer the account cannot pay for as INSUFFICIENT_FUNDS', async () => {
    const { adapter, result } = await connected()
    const error = await adapter
      .sendTransaction({ address: result.address, to: receiver, value: 10n ** 30n })
      .catch((caught) => caught)
    expect(isAppKitError(error) && error.code).toBe('INSUFFICIENT_FUNDS')
  })
})
