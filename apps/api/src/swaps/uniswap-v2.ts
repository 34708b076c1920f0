import { type Address, zeroAddress } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../chains/index.ts'
import { ApiError, badRequest } from '../errors/index.ts'
import type { SwapChain } from './swap-chain.ts'

/** The route of a swap through Uniswap-V2 pairs. */
export type SwapPath = { path: Address[]; pairs: Address[] }

async function pairOf(chain: SwapChain, a: Address, b: Address): Promise<Address | undefined> {
  const pair = await chain.client.readContract({
    address: chain.swap.factory as Address,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })
  return pair === zeroAddress ? undefined : pair
}

/** The direct pair, or a route through the wrapped native token; 400 when neither exists. */
export async function findSwapPath(
  chain: SwapChain,
  from: Address,
  to: Address,
): Promise<SwapPath> {
  if (from === to) throw badRequest('Cannot swap a token for itself')
  const direct = await pairOf(chain, from, to)
  if (direct) return { path: [from, to], pairs: [direct] }
  const wrapped = chain.swap.wrappedNative.toLowerCase() as Address
  if (from !== wrapped && to !== wrapped) {
    const [first, second] = await Promise.all([
      pairOf(chain, from, wrapped),
      pairOf(chain, wrapped, to),
    ])
    if (first && second) return { path: [from, wrapped, to], pairs: [first, second] }
  }
  throw badRequest('No liquidity for this pair')
}

/** The router's `getAmountsOut` (the amount received is the last entry). */
export async function getAmountsOut(chain: SwapChain, amountIn: bigint, path: readonly Address[]) {
  try {
    return await chain.client.readContract({
      address: chain.swap.router as Address,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [...path]],
    })
  } catch (error) {
    throw new ApiError('The pool cannot quote this amount', { status: 400, cause: error })
  }
}

/**
 * Price impact in percent, LP fee excluded: how far the output falls short of the pools' mid
 * price after the fee is taken.
 */
export async function priceImpactPercent(
  chain: SwapChain,
  route: SwapPath,
  amountIn: bigint,
  amountOut: bigint,
): Promise<number> {
  const reserves = await Promise.all(
    route.pairs.map(async (pair, index) => {
      const [[reserve0, reserve1], token0] = await Promise.all([
        chain.client.readContract({
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
        }),
        chain.client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
      ])
      const input = route.path[index]?.toLowerCase()
      return token0.toLowerCase() === input ? [reserve0, reserve1] : [reserve1, reserve0]
    }),
  )
  const feeFactor = 1 - chain.swap.feeBps / 10_000
  let midOut = Number(amountIn)
  for (const [reserveIn, reserveOut] of reserves) {
    midOut = (midOut * Number(reserveOut) * feeFactor) / Number(reserveIn)
  }
  if (midOut <= 0) return 0
  const impact = (1 - Number(amountOut) / midOut) * 100
  return Math.max(0, Math.round(impact * 10_000) / 10_000)
}

/** The LP fee of a route in units of the input token (fee compounds per hop). */
export function routeFee(chain: SwapChain, route: SwapPath, amountIn: bigint): bigint {
  let remaining = amountIn
  for (const _ of route.pairs) remaining -= (remaining * BigInt(chain.swap.feeBps)) / 10_000n
  return amountIn - remaining
}
