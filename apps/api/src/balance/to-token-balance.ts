import { formatUnits } from '@openappkit/common'
import type { TokenBalance } from './token-balance.ts'

/** Parameters of {@link toTokenBalance}. */
export type ToTokenBalanceParameters = {
  name: string
  symbol: string
  decimals: number
  iconUrl: string
  /** Amount in the smallest unit. */
  amount: bigint
  price: number
  /** CAIP-2 id echoed to the client. */
  chainId: string
  /** CAIP-10 id; absent for the native currency. */
  address?: string | undefined
}

/**
 * One docs/project/behaviour.md §3 token balance: the amount formatted with its decimals, valued at
 * `price`.
 */
export function toTokenBalance(parameters: ToTokenBalanceParameters): TokenBalance {
  const numeric = formatUnits(parameters.amount, parameters.decimals)
  const balance: TokenBalance = {
    name: parameters.name,
    symbol: parameters.symbol,
    chainId: parameters.chainId,
    value: Number(numeric) * parameters.price,
    price: parameters.price,
    quantity: { decimals: String(parameters.decimals), numeric },
    iconUrl: parameters.iconUrl,
  }
  if (parameters.address !== undefined) balance.address = parameters.address
  return balance
}
