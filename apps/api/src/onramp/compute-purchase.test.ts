import { describe, expect, it } from 'vitest'
import type { ApiConfig } from '../config/index.ts'
import { computePurchase, describePurchase } from './compute-purchase.ts'
import type { OnRampTarget } from './onramp-assets.ts'

const config = {
  onramp: { feePercent: 1.5, fiatRates: { USD: 1, EUR: 1.08 } },
} as unknown as ApiConfig
const usdc: OnRampTarget = {
  assetId: 'USDC',
  symbol: 'USDC',
  network: 'devnet-31337',
  displayName: 'Devnet',
  caipNetworkId: 'eip155:31337',
  namespace: 'eip155',
  tokenAddress: '0x01',
  decimals: 6,
  price: 1,
}

describe('computePurchase', () => {
  it('takes the fee first, then converts at the fiat rate and the asset price, exactly', () => {
    const purchase = computePurchase({ config }, usdc, 10_000n, 'usd')
    expect(purchase).toMatchObject({ feeCents: 150n, units: 98_500_000n, currency: 'USD' })
    expect(describePurchase(purchase, 1.5)).toMatchObject({
      purchaseAmount: { amount: '98.5', currency: 'USDC' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      providerFee: { amount: '1.50', currency: 'USD' },
    })
    expect(computePurchase({ config }, usdc, 10_000n, 'EUR').units).toBe(106_380_000n)
    const eth = {
      ...usdc,
      assetId: 'ETH',
      symbol: 'ETH',
      tokenAddress: undefined,
      decimals: 18,
      price: 3_000,
    }
    expect(computePurchase({ config }, eth, 300_000n, 'USD').units).toBe(985_000_000_000_000_000n)
  })

  it('refuses unknown currencies and unpriced assets', () => {
    expect(() => computePurchase({ config }, usdc, 10_000n, 'GBP')).toThrow(
      'Unsupported payment currency: GBP',
    )
    expect(() => computePurchase({ config }, { ...usdc, price: 0 }, 10_000n, 'USD')).toThrow(
      'No price for USDC on devnet-31337',
    )
  })
})
