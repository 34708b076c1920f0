import { z } from 'zod'

const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/**
 * A chain where the embedded wallet has a smart account (docs/project/behaviour.md §3
 * smartAccountEnabledNetworks): the EntryPoint v0.7 and the SimpleAccount factory it derives the
 * account from. The bundler is reached through the api (the frame page may only connect to its own
 * origin).
 */
export const smartAccountNetworkSchema = z.strictObject({
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  entryPoint: evmAddressSchema,
  accountFactory: evmAddressSchema,
})

export type SmartAccountNetwork = z.infer<typeof smartAccountNetworkSchema>

/** A JSON-RPC call on a chain (the node, or the chain's ERC-4337 bundler). */
export type ChainRpc = (method: string, params: unknown[], chainId: number) => Promise<unknown>
