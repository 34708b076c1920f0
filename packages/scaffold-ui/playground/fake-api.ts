// The Blockchain API for the playground: balances, history, swap and on-ramp answers from
// memory, so the API-backed views show real states. `failing` paths answer 403.
import type { FetchLike } from '@openappkit/controllers'
import { coinIcon } from './assets.ts'

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const LONG = 'eip155:1:0x00000000000000000000000000000000000000aa'

const tokens = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: coinIcon(0, 'E') },
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: coinIcon(1, '$') },
  {
    name: 'Extraordinarily Long Governance Token Name For Layout',
    symbol: 'LONGGOVTOKEN',
    address: LONG,
    decimals: 18,
    logoUri: coinIcon(2, 'L'),
  },
]

const balance = (token: (typeof tokens)[number], numeric: string, price: number) => ({
  name: token.name,
  symbol: token.symbol,
  chainId: 'eip155:1',
  ...(token.address === NATIVE ? {} : { address: token.address }),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: String(token.decimals), numeric },
  iconUrl: token.logoUri,
})

const entry = (
  id: string,
  minedAt: string,
  operationType: string,
  direction: 'in' | 'out',
  symbol: string,
  numeric: string,
  status = 'confirmed',
) => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType,
    status,
    sentFrom: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
    sentTo: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
  },
  transfers: [
    {
      fungible_info: { name: symbol, symbol, icon: { url: '' } },
      direction,
      quantity: { numeric },
    },
  ],
})

const history = [
  entry('h1', '2026-11-20T10:00:00Z', 'receive', 'in', 'USDC', '1250'),
  entry('h2', '2026-11-18T09:00:00Z', 'send', 'out', 'ETH', '0.25'),
  entry('h3', '2026-11-02T09:00:00Z', 'trade', 'out', 'LONGGOVTOKEN', '123456789.5'),
  entry('h4', '2026-10-12T09:00:00Z', 'send', 'out', 'ETH', '1.5', 'failed'),
  entry('h5', '2025-12-24T09:00:00Z', 'receive', 'in', 'ETH', '0.0001'),
]

export type PlaygroundApiOptions = {
  /** Path suffixes answered with 403. */
  failing?: readonly string[]
  /** Answer balances and history with empty lists. */
  empty?: boolean
  /** Paths that never answer (loading states). */
  pending?: readonly string[]
}

function reply(status: number, json: unknown) {
  const text = JSON.stringify(json)
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    blob: async () => ({ size: text.length, type: 'application/json' }),
  }
}

function answer(path: string, url: URL, body: unknown, options: PlaygroundApiOptions): unknown {
  if (path === '/v1/supported-chains') return { http: ['eip155:1', 'eip155:137'], ws: [] }
  if (path.endsWith('/balance')) {
    if (options.empty) return { balances: [] }
    return {
      balances: [
        balance(tokens[0] as (typeof tokens)[number], '1.2345', 2000),
        balance(tokens[1] as (typeof tokens)[number], '0', 1),
        balance(tokens[2] as (typeof tokens)[number], '123456789012345.123456', 0.01),
      ],
    }
  }
  if (path.endsWith('/history')) {
    return options.empty ? { data: [], next: null } : { data: history, next: 'more' }
  }
  if (path === '/v1/convert/tokens') return { tokens }
  if (path === '/v1/convert/gas-price') {
    return { standard: '20000000000', fast: '30000000000', instant: '40000000000' }
  }
  if (path === '/v1/fungible/price') {
    const [address] = (body as { addresses: string[] }).addresses
    const price = address === NATIVE ? 2000 : address === USDC ? 1 : 0.01
    return { fungibles: [{ name: 'T', symbol: 'T', iconUrl: '', price }] }
  }
  if (path === '/v1/convert/quotes') {
    return {
      quotes: [
        {
          fromAmount: url.searchParams.get('amount'),
          fromAccount: url.searchParams.get('from'),
          toAmount: url.searchParams.get('to') === USDC ? '1984230000' : '495000000000000000',
          toAccount: url.searchParams.get('to'),
        },
      ],
    }
  }
  if (path === '/v1/convert/allowance') return { allowance: '0' }
  if (path === '/v1/convert/build-approve') {
    return {
      tx: {
        from: url.searchParams.get('userAddress'),
        to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        data: '0x095ea7b3',
        value: '0',
        eip155: { gasPrice: '20000000000' },
      },
    }
  }
  if (path === '/v1/convert/build-transaction') {
    return {
      tx: {
        from: (body as { userAddress: string }).userAddress,
        to: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
        data: '0x7ff36ab5',
        amount: (body as { amount: string }).amount,
        eip155: { gas: '150000', gasPrice: '20000000000' },
      },
    }
  }
  if (path.startsWith('/v1/profile/suggestions/')) {
    const name = decodeURIComponent(path.split('/').pop() ?? '')
    return {
      suggestions: [
        { name: `${name}.wcn.id`, registered: true },
        { name: `${name}-1.wcn.id`, registered: false },
        { name: `${name}-web3.wcn.id`, registered: false },
      ],
    }
  }
  return undefined
}

/** A fetch service answering like the Blockchain API. */
export function createPlaygroundApi(options: PlaygroundApiOptions = {}): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input)
    const path = url.pathname
    if (options.pending?.some((suffix) => path.endsWith(suffix))) return new Promise(() => {})
    if (options.failing?.some((suffix) => path.endsWith(suffix))) return reply(403, {})
    const body = init.body === undefined ? undefined : (JSON.parse(init.body) as unknown)
    const json = answer(path, url, body, options)
    return json === undefined ? reply(404, {}) : reply(200, json)
  }
}
