import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedWalletProvider } from './create-embedded-wallet-provider.ts'
import type { FrameAccountEvent, FrameClient } from './create-frame-client.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The frame client as the provider uses it; the frame itself is tested with the host.
function fakeClient(signedIn = true) {
  const state = { signedIn, chainId: 31337 }
  const accountListeners = new Set<(event: FrameAccountEvent) => void>()
  const client = {
    onAccountEvent: vi.fn((listener: (event: FrameAccountEvent) => void) => {
      accountListeners.add(listener)
      return () => accountListeners.delete(listener)
    }),
    getUser: vi.fn(async () => ({ address: ADDRESS })),
    isConnected: vi.fn(async () => ({ isConnected: state.signedIn })),
    getChainId: vi.fn(async () => ({ chainId: state.chainId })),
    switchNetwork: vi.fn(async ({ chainId }: { chainId: number | string }) => {
      state.chainId = Number(chainId)
    }),
    signOut: vi.fn(async () => {
      state.signedIn = false
    }),
    request: vi.fn(async ({ method }: { method: string }) => `frame:${method}`),
  }
  const tell = (event: FrameAccountEvent) => {
    for (const listener of accountListeners) listener(event)
  }
  return {
    client,
    state,
    tell,
    provider: createEmbeddedWalletProvider(client as unknown as FrameClient),
  }
}

describe('createEmbeddedWalletProvider', () => {
  it('answers accounts and chain from the session, and sends the rest to the frame', async () => {
    const { provider, client } = fakeClient()
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).toBe(
      'frame:personal_sign',
    )
    expect(client.request).toHaveBeenCalledWith({
      method: 'personal_sign',
      params: ['0x00', ADDRESS],
    })
    // Names of Object.prototype are methods like any other: they go to the frame, which refuses.
    expect(await provider.request({ method: 'constructor' })).toBe('frame:constructor')
  })

  it('has no account without a session', async () => {
    const { provider } = fakeClient(false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('switches chains and signs out with their events', async () => {
    const { provider, client } = fakeClient()
    const chains: unknown[] = []
    const accounts: unknown[] = []
    const onChain = (chainId: never) => chains.push(chainId)
    provider.on('chainChanged', onChain)
    provider.on('accountsChanged', (list: never) => accounts.push(list))
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(client.switchNetwork).toHaveBeenCalledWith({ chainId: 31338 })
    expect(chains).toEqual(['0x7a6a'])
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'x' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    provider.removeListener('chainChanged', onChain)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(chains).toHaveLength(1)
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(client.signOut).toHaveBeenCalled()
    expect(accounts).toEqual([[]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('tells of the account active on the chain it switched to', async () => {
    const { provider, client } = fakeClient()
    const accounts: unknown[] = []
    provider.on('accountsChanged', (list: never) => accounts.push(list))
    // Nothing was asked yet: no account to tell of, and none read.
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(client.getUser).not.toHaveBeenCalled()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(accounts).toEqual([])
    const eoa = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    client.getUser.mockResolvedValueOnce({ address: eoa })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(accounts).toEqual([[eoa]])
  })

  it('emits accountsChanged when the active account switches, and forwards EIP-5792 calls', async () => {
    const { provider, client, tell } = fakeClient()
    const accounts: unknown[] = []
    provider.on('accountsChanged', (list: never) => accounts.push(list))
    const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    tell({ kind: 'accountSwitched', type: 'smartAccount', address: smart })
    tell({ kind: 'sent', method: 'eth_sendTransaction' })
    expect(accounts).toEqual([[smart]])
    const calls = [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [] }]
    expect(await provider.request({ method: 'wallet_sendCalls', params: calls })).toBe(
      'frame:wallet_sendCalls',
    )
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [smart] })).toBe(
      'frame:wallet_getCapabilities',
    )
    expect(client.request).toHaveBeenCalledWith({ method: 'wallet_sendCalls', params: calls })
  })
})
