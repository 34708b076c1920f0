import {
  AGGREGATE3,
  decodeAbiParameters,
  ERC20_BALANCE_OF,
  ERC20_DECIMALS,
  ERC20_NAME,
  ERC20_SYMBOL,
  encodeAbiParameters,
  GET_ETH_BALANCE,
  type Hex,
  utf8ToHex,
} from '@openappkit/common/abi'
import { createFakeFetch } from './fake-fetch.ts'

export const FAKE_MULTICALL = '0xca11bde05977b3631167028862be2a173976ca11'

/** An ERC-20 the fake node knows; `decimals`/`symbol` undefined makes that read revert. */
export type FakeErc20 = {
  name?: string | undefined
  symbol?: string | undefined
  decimals?: number | undefined
  balances: Record<string, bigint>
  /** `symbol()` returns bytes32 (as old tokens like MKR do). */
  bytes32Symbol?: boolean | undefined
  /** Raw return data per read, answered with success (malformed contracts). */
  raw?: Partial<Record<'balanceOf' | 'decimals' | 'symbol' | 'name', Hex>> | undefined
}

export type FakeEvmRpcParameters = {
  nativeBalances?: Record<string, bigint>
  tokens?: Record<string, FakeErc20>
  /** Answer every request with this JSON-RPC error instead. */
  error?: { code: number; message: string } | undefined
}

type SubResult = [boolean, Hex]

const word = (value: bigint | number) => encodeAbiParameters(['uint256'], [BigInt(value)])

function answer(parameters: FakeEvmRpcParameters, target: string, callData: string): SubResult {
  const selector = callData.slice(0, 10)
  const argument = callData.length > 10 ? `0x${callData.slice(10)}` : '0x'
  const account = () => (decodeAbiParameters(['address'], argument)[0] as string).toLowerCase()
  if (target === FAKE_MULTICALL && selector === GET_ETH_BALANCE.selector) {
    return [true, word(parameters.nativeBalances?.[account()] ?? 0n)]
  }
  const token = parameters.tokens?.[target]
  if (!token) return [false, '0x']
  const reads = {
    [ERC20_BALANCE_OF.selector]: 'balanceOf',
    [ERC20_DECIMALS.selector]: 'decimals',
    [ERC20_SYMBOL.selector]: 'symbol',
    [ERC20_NAME.selector]: 'name',
  } as const
  const read = reads[selector as keyof typeof reads]
  const raw = read ? token.raw?.[read] : undefined
  if (raw !== undefined) return [true, raw]
  switch (selector) {
    case ERC20_BALANCE_OF.selector:
      return [true, word(token.balances[account()] ?? 0n)]
    case ERC20_DECIMALS.selector:
      return token.decimals === undefined ? [false, '0x'] : [true, word(token.decimals)]
    case ERC20_SYMBOL.selector:
      if (token.symbol === undefined) return [false, '0x']
      if (token.bytes32Symbol) {
        return [true, `0x${utf8ToHex(token.symbol).padEnd(64, '0')}`]
      }
      return [true, encodeAbiParameters(['string'], [token.symbol])]
    case ERC20_NAME.selector:
      return token.name === undefined
        ? [false, '0x']
        : [true, encodeAbiParameters(['string'], [token.name])]
    default:
      return [false, '0x']
  }
}

/**
 * A fetch that acts as an EVM node answering `eth_call` to Multicall3 `aggregate3` with
 * native balances (getEthBalance) and ERC-20 reads. Keys are lower-case addresses.
 */
export function createFakeEvmRpc(parameters: FakeEvmRpcParameters = {}) {
  return createFakeFetch((request) => {
    const body = request.body as {
      id: number
      method: string
      params: [{ to: string; data: string }]
    }
    if (parameters.error) return { json: { jsonrpc: '2.0', id: body.id, error: parameters.error } }
    if (body.method !== 'eth_call') return { json: { jsonrpc: '2.0', id: body.id, result: null } }
    const [{ to, data }] = body.params
    if (to.toLowerCase() !== FAKE_MULTICALL || !data.startsWith(AGGREGATE3.selector)) {
      return { json: { jsonrpc: '2.0', id: body.id, result: '0x' } }
    }
    const [calls] = decodeAbiParameters(AGGREGATE3.inputs, `0x${data.slice(10)}`) as [
      [string, boolean, string][],
    ]
    const results = calls.map(([target, , callData]) =>
      answer(parameters, target.toLowerCase(), callData),
    )
    return {
      json: {
        jsonrpc: '2.0',
        id: body.id,
        result: encodeAbiParameters(AGGREGATE3.outputs, [results]),
      },
    }
  })
}

/** How many sub-calls each aggregate3 request of `fetch` carried. */
export function aggregate3CallCounts(fetch: ReturnType<typeof createFakeEvmRpc>): number[] {
  return fetch.calls.map((call) => {
    const { params } = call.body as { params: [{ data: string }] }
    const [calls] = decodeAbiParameters(AGGREGATE3.inputs, `0x${params[0].data.slice(10)}`) as [
      unknown[],
    ]
    return calls.length
  })
}
