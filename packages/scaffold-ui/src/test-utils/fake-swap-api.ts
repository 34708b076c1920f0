import { createFakeApi } from './fake-api.ts'

export const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

export const nativeToken = { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18 }
export const usdcToken = { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6 }

export type FakeSwapApiParameters = {
  /** Tokens the convert endpoint lists. */
  tokens?: readonly (typeof nativeToken)[]
  /** Allowance of the source token, smallest unit. */
  allowance?: string
  /** Quoted output in `to`'s smallest unit; `null` for no route. */
  toAmount?: string | null
  /** Price impact the quote carries, percent as the api writes it (default '0.4'). */
  priceImpact?: string
  /** The account's balances the balance endpoint answers (none by default). */
  balances?: readonly unknown[]
}

/** The convert, price and gas endpoints of the Blockchain API (ETH 2000 USD, USDC 1 USD). */
export function createFakeSwapApi(parameters: FakeSwapApiParameters = {}) {
  const prices: Record<string, number> = { [NATIVE]: 2000, [USDC]: 1 }
  return createFakeApi((request) => {
    switch (request.path) {
      case '/v1/convert/tokens':
        return { json: { tokens: parameters.tokens ?? [nativeToken, usdcToken] } }
      case '/v1/convert/gas-price':
        return { json: { standard: '20000000000', fast: '30000000000', instant: '40000000000' } }
      case '/v1/fungible/price': {
        const [address = ''] = (request.body as { addresses: string[] }).addresses
        const price = prices[address]
        return {
          json: {
            fungibles: price === undefined ? [] : [{ name: 'T', symbol: 'T', iconUrl: '', price }],
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
                      fromAmount: request.query.get('amount'),
                      fromAccount: request.query.get('from'),
                      toAmount: parameters.toAmount ?? '1990000000',
                      toAccount: request.query.get('to'),
                      priceImpact: parameters.priceImpact ?? '0.4',
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
              from: request.query.get('userAddress'),
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
              to: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
              data: '0x7ff36ab5',
              amount: (request.body as { amount: string }).amount,
              eip155: { gas: '150000', gasPrice: '20000000000' },
            },
          },
        }
      default:
        if (request.path.endsWith('/balance'))
          return { json: { balances: parameters.balances ?? [] } }
        return undefined
    }
  })
}
