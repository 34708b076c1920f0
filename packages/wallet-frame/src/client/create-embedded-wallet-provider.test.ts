import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedWalletProvider } from './create-embedded-wallet-provider.ts'
import type { FrameClient } from './create-frame-client.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The frame client as the provider uses it; the frame itself is tested with the host.
function fakeClient(signedIn = true) {
  const state = { signedIn, chainId: 31337 }
  const client = {
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
  return { client, state, provider: createEmbeddedWalletProvider(client as unknown as FrameClient) }
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
})
