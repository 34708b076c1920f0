import { connect } from '../flows/connect/connect.ts'
import { pushView } from '../state/router/push-view.ts'
import { fetchSwapQuote } from '../state/swap/fetch-swap-quote.ts'
import { loadSwapNetwork } from '../state/swap/load-swap-network.ts'
import {
  setSwapSourceToken,
  setSwapSourceTokenAmount,
  setSwapToToken,
} from '../state/swap/set-swap-fields.ts'
import { createCoreWithWallets } from './connected-core.ts'
import { createFakeApi } from './fake-api.ts'
import type { FakeReply, RecordedRequest } from './fake-fetch.ts'

export const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d'

export const nativeToken = { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18 }
export const usdcToken = { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6 }

export type FakeSwapApiParameters = {
  supported?: string[]
  /** Allowance the API reports, smallest unit. */
  allowance?: string
  /** Output of a quote, smallest unit of `to`; `null` for no route. */
  toAmount?: string | null
  /** Price impact the quote carries, percent as the api writes it; none when undefined. */
  priceImpact?: string | undefined
  prices?: Record<string, number>
  overrides?: Record<string, (request: RecordedRequest) => FakeReply>
}

/** The convert, price and token endpoints of the Blockchain API for swap tests. */
export function createFakeSwapApi(parameters: FakeSwapApiParameters = {}) {
  const prices = parameters.prices ?? { [NATIVE]: 2000, [USDC]: 1 }
  return createFakeApi({
    supported: parameters.supported,
    route: (request) => {
      const override = parameters.overrides?.[request.path]
      if (override) return override(request)
      switch (request.path) {
        case '/v1/convert/tokens':
          return { json: { tokens: [nativeToken, usdcToken] } }
        case '/v1/convert/gas-price':
          return { json: { standard: '20000000000', fast: '30000000000', instant: '40000000000' } }
        case '/v1/fungible/price': {
          const [address = ''] = (request.body as { addresses: string[] }).addresses
          const price = prices[address]
          return {
            json: {
              fungibles:
                price === undefined ? [] : [{ name: 'T', symbol: 'T', iconUrl: '', price }],
            },
          }
        }
        case '/v1/convert/quotes':
          return {
            json: {
              quotes:
                parameters.toAmount === null
                  ? []
                  : [
                      {
                        fromAmount: request.query.amount,
                        fromAccount: request.query.from,
                        toAmount: parameters.toAmount ?? '1990000000',
                        toAccount: request.query.to,
                        ...(parameters.priceImpact === undefined
                          ? {}
                          : { priceImpact: parameters.priceImpact }),
                      },
                    ],
            },
          }
        case '/v1/convert/allowance':
          return { json: { allowance: parameters.allowance ?? '0' } }
        case '/v1/convert/build-approve':
          return {
            json: {
              tx: {
                from: request.query.userAddress,
                to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
                data: '0x095ea7b3',
                value: '0',
                eip155: { gasPrice: '20000000000' },
              },
            },
          }
        case '/v1/convert/build-transaction':
          return {
            json: {
              tx: {
                from: (request.body as { userAddress: string }).userAddress,
                to: ROUTER,
                data: '0x7ff36ab5',
                amount: (request.body as { amount: string }).amount,
                eip155: { gas: '150000', gasPrice: '20000000000' },
              },
            },
          }
        default:
          return undefined
      }
    },
  })
}

type Token = typeof nativeToken

/** A connected instance on mainnet with 1 `from` quoted into `to`, on the SwapPreview view. */
export async function createQuotedSwapCore(
  parameters: FakeSwapApiParameters,
  from: Token = nativeToken,
  to: Token = usdcToken,
) {
  const fetch = createFakeSwapApi(parameters)
  const context = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
  await connect(context.core, { connectorId: 'io.metamask' })
  await loadSwapNetwork(context.core)
  setSwapSourceToken(context.core, from)
  setSwapToToken(context.core, to)
  setSwapSourceTokenAmount(context.core, '1')
  await fetchSwapQuote(context.core)
  pushView(context.core, { view: 'Swap' })
  pushView(context.core, { view: 'SwapPreview' })
  return { ...context, fetch }
}
