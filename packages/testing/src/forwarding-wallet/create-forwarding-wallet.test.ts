import { RpcErrorCode } from '@openappkit/common'
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnet } from '../../test/wallet-fixtures.ts'
import { createMemoryWebStorage } from '../devnet/memory-web-storage.ts'
import { createForwardingWallet } from './create-forwarding-wallet.ts'
import type { CreateForwardingWalletParameters } from './types.ts'

// Accounts 20 and 21 of the devnet belong to this file; account 22 receives.
function forwardingWallet(overrides: Partial<CreateForwardingWalletParameters> = {}) {
  const { rpcUrls, accounts, first } = devnet()
  return createForwardingWallet({
    privateKey: [accounts[20]?.privateKey as Hex, accounts[21]?.privateKey as Hex],
    rpcUrls,
    chainId: first.chainId,
    announceTarget: null,
    ...overrides,
  })
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: unknown }) => error.code,
  )

/** What the devnet node itself answers to `method`: the wallet must answer the same. */
async function nodeAnswer(rpcUrl: string, method: string, params: unknown[] = []) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number } }
}

describe('createForwardingWallet', () => {
  it('exposes no account until the dapp is authorized, then the first, with accountsChanged', async () => {
    const { provider, addresses } = forwardingWallet()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const changes: Hex[][] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([addresses[0]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([addresses[0]])
    expect(changes).toEqual([[addresses[0]]])
  })

  it('forwards what it does not answer, net_version and wallet_ methods included, to the node', async () => {
    const { first } = devnet()
    const { provider } = forwardingWallet()
    expect(await provider.request({ method: 'net_version' })).toBe(
      (await nodeAnswer(first.rpcUrl, 'net_version')).result,
    )
    const unknown = await nodeAnswer(first.rpcUrl, 'wallet_getPermissions')
    const answer = provider.request({ method: 'wallet_getPermissions' })
    if (unknown.error) expect(await codeOf(answer)).toBe(unknown.error.code)
    else expect(await answer).toEqual(unknown.result)
  })

  it('switches between its chains with chainChanged; reads follow; an unknown chain is 4902', async () => {
    const { second } = devnet()
    const { provider } = forwardingWallet()
    const changes: Hex[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(
      (await nodeAnswer(second.rpcUrl, 'eth_blockNumber')).result,
    )
    expect(changes).toEqual(['0x7a6a'])
    const unknown = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    expect(await codeOf(unknown)).toBe(RpcErrorCode.UnrecognizedChain)
  })

  it('signs messages and typed data that verify, only for the exposed account', async () => {
    const { provider, addresses } = forwardingWallet()
    const [address] = addresses as [Hex]
    const refused = provider.request({ method: 'personal_sign', params: ['0x68690a', address] })
    expect(await codeOf(refused)).toBe(RpcErrorCode.Unauthorized)
    await provider.request({ method: 'eth_requestAccounts' })
    const message = 'hello'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [message, address],
    })) as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    const typedData = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'OpenAppKit', chainId: 31337 },
      message: { contents: 'hello' },
    } as const
    const typedSignature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as Hex
    expect(await verifyTypedData({ address, ...typedData, signature: typedSignature })).toBe(true)
  })

  it('signs a transaction itself and has the node mine it', async () => {
    const { first, accounts } = devnet()
    const { provider, addresses } = forwardingWallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: addresses[0], to: accounts[22]?.address, value: '0x1' }],
    })
    const receipt = await nodeAnswer(first.rpcUrl, 'eth_getTransactionReceipt', [hash])
    expect((receipt.result as { status?: string } | null)?.status).toBe('0x1')
  })

  it('refuses the next prompt with 4001, once', async () => {
    const wallet = forwardingWallet()
    wallet.rejectNextRequest()
    expect(await codeOf(wallet.provider.request({ method: 'eth_requestAccounts' }))).toBe(
      RpcErrorCode.UserRejectedRequest,
    )
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toHaveLength(1)
  })

  it('emits accountsChanged when the visitor picks another account, and its own chain change', async () => {
    const wallet = forwardingWallet()
    const accounts: Hex[][] = []
    const chains: Hex[] = []
    wallet.provider.on('accountsChanged', (next) => accounts.push(next))
    wallet.provider.on('chainChanged', (next) => chains.push(next))
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(wallet.switchAccount(1)).toBe(wallet.addresses[1])
    wallet.switchChain(31338)
    expect(accounts.at(-1)).toEqual([wallet.addresses[1]])
    expect(chains).toEqual(['0x7a6a'])
  })

  it('keeps the authorization, account and chain across a reload, until reset', async () => {
    const storage = createMemoryWebStorage()
    const before = forwardingWallet({ storage })
    await before.provider.request({ method: 'eth_requestAccounts' })
    before.switchChain(31338)
    const after = forwardingWallet({ storage })
    expect(await after.provider.request({ method: 'eth_accounts' })).toEqual([after.addresses[0]])
    expect(await after.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    after.reset()
    const fresh = forwardingWallet({ storage })
    expect(await fresh.provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
