import { describe, expect, it } from 'vitest'
import { filterTokenBalances } from './filter-token-balances.ts'
import { mapWalletAsset } from './map-wallet-asset.ts'

const usdc = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x16e360',
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'https://i/usdc',
    value: 1.5,
  },
}

describe('mapWalletAsset', () => {
  it('maps an ERC-20 asset: hex balance in whole units, CAIP-10 address', () => {
    expect(mapWalletAsset(usdc, 'eip155:1')).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      value: 1.5,
      price: 1,
      quantity: { decimals: '6', numeric: '1.5' },
      iconUrl: 'https://i/usdc',
    })
  })

  it('maps the native asset without an address and fills missing metadata', () => {
    const native = {
      address: 'native',
      balance: '0xde0b6b3a7640000',
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    expect(mapWalletAsset(native, 'eip155:1')).toMatchObject({
      address: undefined,
      price: 0,
      value: undefined,
      iconUrl: '',
      quantity: { decimals: '18', numeric: '1' },
    })
  })

  it('ignores assets without the documented shape', () => {
    expect(mapWalletAsset({ ...usdc, balance: '12' }, 'eip155:1')).toBeUndefined()
    expect(mapWalletAsset({ ...usdc, type: 'ERC721' }, 'eip155:1')).toBeUndefined()
    expect(
      mapWalletAsset({ ...usdc, metadata: { ...usdc.metadata, decimals: -1 } }, 'eip155:1'),
    ).toBeUndefined()
    expect(mapWalletAsset(null, 'eip155:1')).toBeUndefined()
  })
})

describe('filterTokenBalances', () => {
  it('drops tokens with decimals 0 (docs/project/behaviour.md §5)', () => {
    const token = mapWalletAsset(usdc, 'eip155:1')
    const points = mapWalletAsset(
      { ...usdc, metadata: { ...usdc.metadata, symbol: 'PTS', decimals: 0 } },
      'eip155:1',
    )
    if (!token || !points) throw new Error('fixture')
    expect(filterTokenBalances([token, points]).map((balance) => balance.symbol)).toEqual(['USDC'])
  })
})
