/**
 * A token balance of docs/project/behaviour.md §3; `address` (CAIP-10) is absent for the native
 * currency.
 */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 id of the chain, as the client asked for it. */
  chainId: string
  address?: string
  /** quantity × price, in USD. */
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
