import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCY,
  ONRAMP_PAYMENT_METHOD_LIMITS,
  ONRAMP_PROVIDER_FEE_RANGE_PERCENT,
} from '@openappkit/common/constants'
import type { PaymentCurrency, PurchaseCurrency } from '../../api/actions/get-on-ramp-options.ts'
import type { OnRampProvider } from './types.ts'

const FEE_RANGE = `${ONRAMP_PROVIDER_FEE_RANGE_PERCENT.min}-${ONRAMP_PROVIDER_FEE_RANGE_PERCENT.max}%`

/**
 * Providers the modal knows. The named provider of docs/project/behaviour.md §4 (`meld`) opens its
 * own widget with query parameters; the other one is kept for integrators migrating their
 * `remoteFeatures`.
 */
export const ONRAMP_PROVIDERS: readonly OnRampProvider[] = [
  {
    name: 'meld',
    label: 'Meld.io',
    url: 'https://meldcrypto.com',
    feeRange: FEE_RANGE,
    supportedChains: ['eip155', 'solana'],
  },
  {
    name: 'coinbase',
    label: 'Coinbase',
    url: 'https://pay.coinbase.com/buy/select-asset',
    feeRange: FEE_RANGE,
    supportedChains: ['eip155'],
  },
]

/** The provider whose URL gets the docs/project/behaviour.md §4 query parameters. */
export const NAMED_ONRAMP_PROVIDER = 'meld'

/**
 * Default purchase currency (docs/project/behaviour.md §3): USD Coin on an Ethereum and a Polygon
 * network.
 */
export const DEFAULT_PURCHASE_CURRENCY: PurchaseCurrency = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  ],
}

function paymentCurrency(id: string): PaymentCurrency {
  return {
    id,
    payment_method_limits: [
      { id: 'card', ...ONRAMP_PAYMENT_METHOD_LIMITS.card },
      { id: 'ach_bank_account', ...ONRAMP_PAYMENT_METHOD_LIMITS.ach_bank_account },
    ],
  }
}

/**
 * Built-in payment currencies, used when the options call fails (docs/project/behaviour.md §8, §9).
 */
export const DEFAULT_PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  paymentCurrency(ONRAMP_DEFAULT_PAYMENT_CURRENCY),
  paymentCurrency('EUR'),
]

/**
 * Time zones of mainland China, Macau and Hong Kong (docs/project/behaviour.md §5), aliases
 * included. There the on-ramp entry is hidden and its view refuses to open
 * (docs/project/architecture.md §11).
 */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Hongkong',
  'PRC',
]
