import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import type { Hex } from 'viem'

/** `31337` → `0x7a69`. */
export function toHexChainId(chainId: number): Hex {
  return `0x${chainId.toString(16)}`
}

/** Reads an EIP-695 hex chain id (`0x7a69`); anything else is an invalid-params error. */
export function parseHexChainId(value: unknown, field = 'chainId'): number {
  if (typeof value !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(value)) {
    throw new ProviderRpcError(RpcErrorCode.InvalidParams, {
      message: `${field} must be a 0x-prefixed hex string without leading zeros`,
    })
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) {
    throw new ProviderRpcError(RpcErrorCode.InvalidParams, { message: `${field} is too large` })
  }
  return chainId
}
