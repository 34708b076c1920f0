import { describe, expect, it } from 'vitest'
import { parseAddEthereumChainParameters } from './add-ethereum-chain.ts'

const valid = {
  chainId: '0x7a6a',
  chainName: 'Devnet EVM 2',
  rpcUrls: ['http://127.0.0.1:8546'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrls: ['https://explorer.example'],
  iconUrls: ['data:image/svg+xml;base64,AA=='],
}

function errorOf(parameter: unknown) {
  try {
    parseAddEthereumChainParameters([parameter])
  } catch (error) {
    return error as { code: number; message?: string }
  }
  return undefined
}

describe('parseAddEthereumChainParameters', () => {
  it('reads the docs/project/behaviour.md §7 fields', () => {
    expect(parseAddEthereumChainParameters([valid])).toEqual({
      chainId: 31338,
      chainName: 'Devnet EVM 2',
      rpcUrl: 'http://127.0.0.1:8546',
      nativeCurrency: valid.nativeCurrency,
      blockExplorerUrls: valid.blockExplorerUrls,
      iconUrls: valid.iconUrls,
    })
  })

  it('accepts absent explorers and icons', () => {
    const { blockExplorerUrls: _explorers, iconUrls: _icons, ...minimal } = valid
    expect(parseAddEthereumChainParameters([minimal]).blockExplorerUrls).toEqual([])
  })

  it.each([
    ['a decimal chain id', { chainId: '31338' }, 'chainId'],
    ['a chain id with leading zeros', { chainId: '0x07a6a' }, 'chainId'],
    ['a numeric chain id', { chainId: 31338 }, 'chainId'],
    ['no RPC URL', { rpcUrls: [] }, 'rpcUrls'],
    ['a websocket RPC URL', { rpcUrls: ['ws://127.0.0.1:8546'] }, 'rpcUrls.0'],
    ['an empty chain name', { chainName: ' ' }, 'chainName'],
    ['no native currency', { nativeCurrency: undefined }, 'nativeCurrency'],
    [
      'a one-letter symbol',
      { nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 } },
      'nativeCurrency.symbol',
    ],
    [
      'fractional decimals',
      { nativeCurrency: { name: 'E', symbol: 'ETH', decimals: 1.5 } },
      'nativeCurrency.decimals',
    ],
    ['an explorer that is not a URL', { blockExplorerUrls: ['explorer'] }, 'blockExplorerUrls.0'],
    ['an icon that is not a URL', { iconUrls: ['icon.png'] }, 'iconUrls.0'],
  ])('refuses %s with -32602 naming the field', (_name, change, field) => {
    const error = errorOf({ ...valid, ...change })
    expect(error?.code).toBe(-32602)
    expect(error?.message).toContain(`wallet_addEthereumChain: ${field}`)
  })
})
