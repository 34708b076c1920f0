import { defineLocalEvmNetwork, defineLocalSolanaNetwork } from '@openappkit/common/networks'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './to-viem-chain.ts'

describe('toViemChain', () => {
  it('keeps the viem Chain fields of an eip155 network and drops the CAIP ones', () => {
    const chain = toViemChain(
      defineLocalEvmNetwork({ chainId: 31338, rpcUrl: 'http://127.0.0.1:9000' }),
    )
    expect(chain).toMatchObject({
      id: 31338,
      name: 'Devnet EVM 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9000'] } },
      contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
      testnet: true,
    })
    expect(chain).not.toHaveProperty('caipNetworkId')
  })

  it('refuses a network of another namespace', () => {
    expect(() => toViemChain(defineLocalSolanaNetwork())).toThrow(/Not an EVM network: solana:/)
  })
})
