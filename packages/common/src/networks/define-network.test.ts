import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/app-kit-error.ts'
import { defineNetwork, InvalidNetworkError } from './define-network.ts'
import type { CaipNetwork } from './types.ts'

const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example.com'] } },
  testnet: false,
}

function withHttp(...http: string[]): CaipNetwork {
  return { ...ethereum, rpcUrls: { default: { http } } }
}

function expectInvalid(network: CaipNetwork, message: string): void {
  expect(() => defineNetwork(network)).toThrowError(InvalidNetworkError)
  expect(() => defineNetwork(network)).toThrowError(AppKitError)
  expect(() => defineNetwork(network)).toThrowError(message)
}

describe('defineNetwork', () => {
  it('returns the very network it validated', () => {
    expect(defineNetwork(ethereum)).toBe(ethereum)
  })

  it('keeps literal types', () => {
    const network = defineNetwork({ ...ethereum, id: 1, name: 'Ethereum' })
    const id: 1 = network.id
    expect(id).toBe(1)
  })

  it('accepts http and https RPC URLs', () => {
    expect(() => defineNetwork(withHttp('http://127.0.0.1:8545'))).not.toThrow()
    expect(() => defineNetwork(withHttp('https://rpc.example.com/v1?key=1'))).not.toThrow()
    expect(() => defineNetwork(withHttp('HTTPS://RPC.EXAMPLE.COM'))).not.toThrow()
  })

  it('rejects ftp: with a message naming the network and the URL', () => {
    expectInvalid(
      withHttp('ftp://x'),
      'Invalid RPC URL for network Ethereum: ftp://x (only http and https are accepted)',
    )
  })

  it.each(['ws://127.0.0.1:8545', 'wss://rpc.example.com', 'javascript:alert(1)', 'file:///etc'])(
    'rejects %s in the http list',
    (url) => {
      expectInvalid(
        withHttp(url),
        `Invalid RPC URL for network Ethereum: ${url} (only http and https are accepted)`,
      )
    },
  )

  it('checks every URL of the list, not only the first', () => {
    expectInvalid(withHttp('https://ok.example.com', 'ftp://bad'), 'ftp://bad')
  })

  it('checks named RPC sets besides default', () => {
    expectInvalid(
      {
        ...ethereum,
        rpcUrls: { default: { http: ['https://ok.example.com'] }, infura: { http: ['ftp://x'] } },
      },
      'Invalid RPC URL for network Ethereum: ftp://x',
    )
  })

  it.each(['/rpc', 'rpc.example.com', 'http//missing-colon', 'https://', ''])(
    'rejects the relative or malformed URL %j',
    (url) => {
      expectInvalid(
        withHttp(url),
        `Invalid RPC URL for network Ethereum: ${url} (not an absolute URL; only http and https are accepted)`,
      )
    },
  )

  it('rejects an empty http list', () => {
    expectInvalid(
      withHttp(),
      'Invalid RPC URLs for network Ethereum: rpcUrls.default.http is empty (at least one http or https URL is required)',
    )
  })

  it('accepts ws and wss websocket URLs and rejects others', () => {
    const webSocket = (url: string): CaipNetwork => ({
      ...ethereum,
      rpcUrls: { default: { http: ['https://rpc.example.com'], webSocket: [url] } },
    })
    expect(() => defineNetwork(webSocket('ws://127.0.0.1:8900'))).not.toThrow()
    expect(() => defineNetwork(webSocket('wss://rpc.example.com'))).not.toThrow()
    expectInvalid(
      webSocket('https://rpc.example.com'),
      'Invalid websocket RPC URL for network Ethereum: https://rpc.example.com (only ws and wss are accepted)',
    )
  })

  it('rejects a caipNetworkId that is not CAIP-2', () => {
    expectInvalid(
      { ...ethereum, caipNetworkId: 'eip155:1:0xabc' as CaipNetwork['caipNetworkId'] },
      'Invalid caipNetworkId for network Ethereum: eip155:1:0xabc (expected a CAIP-2 id "namespace:reference")',
    )
  })

  it('rejects a namespace that differs from chainNamespace', () => {
    expectInvalid(
      { ...ethereum, caipNetworkId: 'solana:1' },
      'Invalid caipNetworkId for network Ethereum: solana:1 (its namespace does not match chainNamespace eip155)',
    )
  })

  it('rejects an unknown chainNamespace', () => {
    expectInvalid(
      { ...ethereum, chainNamespace: 'cosmos' as CaipNetwork['chainNamespace'] },
      'Invalid chainNamespace for network Ethereum: cosmos',
    )
  })

  it('rejects an eip155 reference that differs from String(id)', () => {
    expectInvalid(
      { ...ethereum, caipNetworkId: 'eip155:10' },
      'Invalid id for network Ethereum: 1 (caipNetworkId eip155:10 expects id 10)',
    )
  })

  it.each([0, -1, 1.5, '1'])('rejects the eip155 id %j', (id) => {
    expectInvalid(
      { ...ethereum, id, caipNetworkId: `eip155:${id}` },
      `Invalid id for network Ethereum: ${id} (an eip155 id is a positive integer)`,
    )
  })

  it('requires non-EVM ids to equal the CAIP-2 reference', () => {
    const solana: CaipNetwork = {
      ...ethereum,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
    }
    expect(() => defineNetwork(solana)).not.toThrow()
    expectInvalid({ ...solana, id: 'mainnet' }, 'Invalid id for network Solana: mainnet')
  })

  it('rejects an empty name', () => {
    expectInvalid({ ...ethereum, name: ' ' }, 'Invalid network eip155:1: the name is empty')
  })

  it.each([-1, 1.5, 256])('rejects native currency decimals %s', (decimals) => {
    expectInvalid(
      { ...ethereum, nativeCurrency: { ...ethereum.nativeCurrency, decimals } },
      `Invalid native currency decimals for network Ethereum: ${decimals}`,
    )
  })

  it('rejects a javascript: block explorer URL', () => {
    expectInvalid(
      { ...ethereum, blockExplorers: { default: { name: 'Bad', url: 'javascript:alert(1)' } } },
      'Invalid block explorer URL for network Ethereum: javascript:alert(1) (only http and https are accepted)',
    )
  })

  it('rejects a contract address with a wrong checksum', () => {
    expectInvalid(
      {
        ...ethereum,
        contracts: { multicall3: { address: '0xCA11bde05977b3631167028862bE2a173976CA11' } },
      },
      'Invalid contract address multicall3 for network Ethereum: 0xCA11bde05977b3631167028862bE2a173976CA11',
    )
  })
})
