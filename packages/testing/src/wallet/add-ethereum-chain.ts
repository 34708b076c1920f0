import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import { z } from 'zod'
import { parseHexChainId } from './hex-chain-id.ts'

const httpUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'must be an http(s) URL')
const anyUrl = z
  .string()
  .refine((value) => /^(https?:\/\/|data:)[^\s]+$/.test(value), 'must be an http(s) or data: URL')

/** `wallet_addEthereumChain` parameters (EIP-3085; the docs/project/behaviour.md §7 fields). */
export const addEthereumChainParameterSchema = z.object({
  chainId: z.string(),
  chainName: z.string().trim().min(1, 'must not be empty'),
  rpcUrls: z.array(httpUrl).min(1, 'must list at least one URL'),
  nativeCurrency: z.object({
    name: z.string().trim().min(1, 'must not be empty'),
    symbol: z
      .string()
      .trim()
      .min(2, 'must be 2 to 6 characters')
      .max(6, 'must be 2 to 6 characters'),
    decimals: z.number().int().min(0).max(36),
  }),
  blockExplorerUrls: z.array(httpUrl).nullish(),
  iconUrls: z.array(anyUrl).nullish(),
})

/** A chain the wallet learned from `wallet_addEthereumChain`. */
export type AddedChain = {
  chainId: number
  chainName: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrls: string[]
  iconUrls: string[]
}

/** Validates `wallet_addEthereumChain` params; errors are -32602 naming the first bad field. */
export function parseAddEthereumChainParameters(params: unknown): AddedChain {
  const [parameter] = Array.isArray(params) ? params : []
  const parsed = addEthereumChainParameterSchema.safeParse(parameter)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const field = issue?.path.join('.') || 'params'
    throw new ProviderRpcError(RpcErrorCode.InvalidParams, {
      message: `wallet_addEthereumChain: ${field} ${issue?.message ?? 'is invalid'}`,
    })
  }
  const { data } = parsed
  const [rpcUrl] = data.rpcUrls as [string, ...string[]]
  return {
    chainId: parseHexChainId(data.chainId, 'wallet_addEthereumChain: chainId'),
    chainName: data.chainName,
    rpcUrl,
    nativeCurrency: data.nativeCurrency,
    blockExplorerUrls: data.blockExplorerUrls ?? [],
    iconUrls: data.iconUrls ?? [],
  }
}
