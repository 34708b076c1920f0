import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/app-kit-error.ts'
import { rpcUrlOf, toCustomRpcUrls } from './custom-rpc-urls.ts'
import { mainnet } from './evm.ts'
import { solana } from './solana.ts'
import { withCustomRpcUrls } from './with-custom-rpc-urls.ts'

const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof AppKitError ? [error.code, error.message] : error
  }
  return undefined
}

describe('toCustomRpcUrls', () => {
  it('reads every spelling integrators write into lists keyed by CAIP-2 id', () => {
    expect(
      toCustomRpcUrls({
        1: 'https://one.example',
        'eip155:10': [{ url: 'https://ten.example' }, { url: 'https://ten-b.example' }],
        [solana.caipNetworkId]: 'https://solana.example',
        'eip155:137': ['https://polygon.example'],
        'eip155:8453': undefined,
      }),
    ).toEqual({
      'eip155:1': ['https://one.example'],
      'eip155:10': ['https://ten.example', 'https://ten-b.example'],
      [solana.caipNetworkId]: ['https://solana.example'],
      'eip155:137': ['https://polygon.example'],
    })
  })

  it('gives what it made back unchanged, and nothing for nothing', () => {
    const once = toCustomRpcUrls({ 1: 'https://one.example' })
    expect(toCustomRpcUrls(once)).toEqual(once)
    expect(toCustomRpcUrls(undefined)).toEqual({})
  })

  it('refuses a URL that is not http(s) and a key that names no network', () => {
    expect(codeOf(() => toCustomRpcUrls({ 1: 'javascript:alert(1)' }))).toEqual([
      'INVALID_RPC_URL',
      'Invalid RPC URL: javascript:alert(1)',
    ])
    expect(codeOf(() => toCustomRpcUrls({ 'eip155:1': [{ url: 'wss://ws.example' }] }))).toEqual([
      'INVALID_RPC_URL',
      'Invalid RPC URL: wss://ws.example',
    ])
    expect(codeOf(() => toCustomRpcUrls({ 1: [{} as { url: string }] }))).toEqual([
      'INVALID_RPC_URL',
      'Invalid RPC URL: undefined',
    ])
    expect(codeOf(() => toCustomRpcUrls({ mainnet: 'https://one.example' }))).toEqual([
      'INVALID_RPC_URLS_KEY',
      'Not a network id in customRpcUrls: mainnet',
    ])
  })
})

describe('rpcUrlOf and withCustomRpcUrls', () => {
  const urls = toCustomRpcUrls({ 1: ['https://a.example', 'https://b.example'] })

  it("use the integrator's first URL, else the network's own", () => {
    expect(rpcUrlOf(mainnet, urls)).toBe('https://a.example')
    expect(rpcUrlOf(solana, urls)).toBe(solana.rpcUrls.default.http[0])
    expect(withCustomRpcUrls(mainnet, urls).rpcUrls.default.http).toEqual([
      'https://a.example',
      'https://b.example',
    ])
    expect(withCustomRpcUrls(solana, urls)).toBe(solana)
  })

  it('fail with NO_RPC_URL for a network with no URL at all', () => {
    const bare = { ...mainnet, rpcUrls: { default: { http: [] } } }
    expect(codeOf(() => rpcUrlOf(bare, undefined))).toEqual([
      'NO_RPC_URL',
      'No RPC URL for eip155:1',
    ])
  })
})
