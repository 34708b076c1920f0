import { AppKitError } from '@openappkit/common/errors'
import type { Eip1193Provider } from './eip1193.ts'

export type WalletEstimateGasParameters = {
  from: string
  to: string
  data?: string | undefined
  value?: bigint | undefined
}

/**
 * The wallet's own eth_estimateGas of a call: what the embedded wallet answers for the account it
 * sends as (a smart account's whole UserOperation, not the call alone). Throws
 * UNKNOWN_NODE_ERROR when the answer is not a hex quantity.
 */
export async function walletEstimateGas(
  provider: Eip1193Provider,
  { value, ...call }: WalletEstimateGasParameters,
): Promise<bigint> {
  const gas = await provider.request({
    method: 'eth_estimateGas',
    params: [{ ...call, ...(value !== undefined ? { value: `0x${value.toString(16)}` } : {}) }],
  })
  if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]+$/.test(gas)) {
    throw new AppKitError('UNKNOWN_NODE_ERROR')
  }
  return BigInt(gas)
}
