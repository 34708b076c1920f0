import { describe, expect, it } from 'vitest'
import { InvalidNetworkError } from './define-network.ts'
import {
  bitcoinRegtest,
  defineLocalEvmNetwork,
  defineLocalNetworks,
  devnetEvm,
  devnetEvm2,
  devnetSolana,
} from './local.ts'
import { MULTICALL3_ADDRESS } from './multicall3.ts'

describe('local networks', () => {
  it('defines the two anvil chains with ETH, testnet and Multicall3', () => {
    expect(devnetEvm).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
      testnet: true,
    })
    expect(devnetEvm2).toMatchObject({
      id: 31338,
      caipNetworkId: 'eip155:31338',
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
      testnet: true,
    })
  })

  it('defines the local Solana cluster by its fixed genesis hash, with http and ws endpoints', () => {
    expect(devnetSolana).toMatchObject({
      id: '4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
      caipNetworkId: 'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      rpcUrls: {
        default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] },
      },
      testnet: true,
    })
  })

  it('defines Bitcoin regtest by its genesis prefix', () => {
    expect(bitcoinRegtest).toMatchObject({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8094'] } },
      testnet: true,
    })
  })
})

describe('defineLocalNetworks', () => {
  it('returns the defaults when given nothing', () => {
    expect(defineLocalNetworks()).toEqual({ devnetEvm, devnetEvm2, devnetSolana, bitcoinRegtest })
  })

  it('applies the ports of a devnet manifest', () => {
    const networks = defineLocalNetworks({
      evmRpcUrls: { 31337: 'http://127.0.0.1:9545', 31338: 'http://127.0.0.1:9546' },
      solanaRpcUrl: 'http://127.0.0.1:9899',
      solanaWsUrl: 'ws://127.0.0.1:9900',
      bitcoinRpcUrl: 'http://127.0.0.1:28443',
    })
    expect(networks.devnetEvm.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
    expect(networks.devnetEvm2.rpcUrls.default.http).toEqual(['http://127.0.0.1:9546'])
    expect(networks.devnetSolana.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:9899'],
      webSocket: ['ws://127.0.0.1:9900'],
    })
    expect(networks.bitcoinRegtest.rpcUrls.default.http).toEqual(['http://127.0.0.1:28443'])
    expect(networks.devnetEvm.caipNetworkId).toBe('eip155:31337')
  })

  it('overrides only what it is given', () => {
    const networks = defineLocalNetworks({ evmRpcUrls: { 31338: 'http://localhost:7000' } })
    expect(networks.devnetEvm.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(networks.devnetEvm2.rpcUrls.default.http).toEqual(['http://localhost:7000'])
  })

  it('validates the URLs it is given', () => {
    expect(() => defineLocalNetworks({ solanaRpcUrl: 'ws://127.0.0.1:8899' })).toThrowError(
      'Invalid RPC URL for network Solana Localnet: ws://127.0.0.1:8899 (only http and https are accepted)',
    )
    expect(() => defineLocalNetworks({ solanaWsUrl: 'http://127.0.0.1:8900' })).toThrowError(
      InvalidNetworkError,
    )
  })
})

describe('defineLocalEvmNetwork', () => {
  it('builds other local chain ids when given an RPC URL', () => {
    const network = defineLocalEvmNetwork({ chainId: 1337, rpcUrl: 'http://127.0.0.1:7545' })
    expect(network).toMatchObject({
      id: 1337,
      caipNetworkId: 'eip155:1337',
      name: 'Devnet EVM 1337',
    })
  })

  it('refuses a chain id without a default port and no RPC URL', () => {
    expect(() => defineLocalEvmNetwork({ chainId: 1337 })).toThrowError(
      'Invalid RPC URLs for network Devnet EVM 1337: no RPC URL given and chain 1337 has no default',
    )
  })
})
