import type { WalletConnectEip1193Provider } from '@openappkit/controllers'
import { describe, expect, it, vi } from 'vitest'
import { createUniversalProvider } from './universal-provider.ts'

function fakeWalletConnect() {
  return {
    request: vi.fn(async () => 'eip1193'),
    requestOnChain: vi.fn(async (_arguments: unknown, chain: string) => chain),
  } as unknown as WalletConnectEip1193Provider & {
    request: ReturnType<typeof vi.fn>
    requestOnChain: ReturnType<typeof vi.fn>
  }
}

describe('createUniversalProvider', () => {
  it('sends on the given chain (CAIP-2 or reference), else on the active one', async () => {
    const walletConnect = fakeWalletConnect()
    const provider = createUniversalProvider({
      namespace: 'solana',
      walletConnect,
      activeChain: () => 'solana:devnet',
    })
    const call = { method: 'solana_signMessage' }
    expect(await provider.request(call)).toBe('solana:devnet')
    expect(await provider.request(call, 'mainnet')).toBe('solana:mainnet')
    expect(await provider.request(call, 'solana:testnet')).toBe('solana:testnet')
  })

  it('keeps EVM requests without a chain on the EIP-1193 path (reads go to the node)', async () => {
    const walletConnect = fakeWalletConnect()
    const provider = createUniversalProvider({
      namespace: 'eip155',
      walletConnect,
      activeChain: () => 'eip155:1',
    })
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('eip1193')
    expect(await provider.request({ method: 'personal_sign' }, 10)).toBe('eip155:10')
  })
})
