import type { CaipNetworkId, ChainNamespace } from '../caip/caip.ts'

/** The currency a network pays fees in. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** JSON-RPC endpoints of a network: HTTP(S) always, websocket optionally. */
export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] | undefined }

/** A block explorer; `url` is its base address. */
export type BlockExplorer = { name: string; url: string; apiUrl?: string | undefined }

/** A deployed contract the toolkit relies on (Multicall3, name registries...). */
export type NetworkContract = { address: `0x${string}`; blockCreated?: number | undefined }

/**
 * One network of the catalogue. Shaped like viem's `Chain` (so EVM adapters pass it through)
 * plus the CAIP fields every namespace needs.
 */
export type CaipNetwork = {
  /** eip155: the numeric chain id; solana / bip122 / polkadot: the CAIP-2 reference. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; [name: string]: RpcUrls }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer } | undefined
  contracts?:
    | { multicall3?: NetworkContract | undefined; [name: string]: NetworkContract | undefined }
    | undefined
  testnet: boolean
  /** Key of the network's image in the asset catalogue. */
  imageId?: string | undefined
}
