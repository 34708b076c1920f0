import {
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ApiConfig, ChainConfig, EvmChainConfig, SolanaChainConfig } from '../config/index.ts'
import { createSolanaRpc, type SolanaRpc } from './solana-rpc.ts'

/** An EVM chain the api serves, with its node client. */
export type EvmChain = {
  config: EvmChainConfig
  chain: Chain
  client: PublicClient<Transport, Chain>
}

/** A Solana cluster the api serves, with its node client. */
export type SolanaChain = { config: SolanaChainConfig; rpc: SolanaRpc }

/** The configured chains, looked up by CAIP-2 id or alias. */
export type ChainRegistry = {
  readonly chains: readonly ChainConfig[]
  readonly evmChains: readonly EvmChain[]
  readonly solanaChains: readonly SolanaChain[]
  /** The chain a CAIP-2 id (or alias) names. */
  find(caipNetworkId: string): ChainConfig | undefined
  evm(caipNetworkId: string): EvmChain | undefined
  solana(caipNetworkId: string): SolanaChain | undefined
}

const RPC_TIMEOUT_MS = 10_000

function viemChain(config: EvmChainConfig): Chain {
  return defineChain({
    id: Number(config.caipNetworkId.split(':')[1]),
    name: config.name,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
    contracts: { multicall3: { address: config.multicall3 as `0x${string}` } },
  })
}

/** Creates node clients for every configured chain (no request is made yet). */
export function createChainRegistry(config: Pick<ApiConfig, 'chains'>): ChainRegistry {
  const byId = new Map<string, ChainConfig>()
  const evmById = new Map<string, EvmChain>()
  const solanaById = new Map<string, SolanaChain>()
  const evmChains: EvmChain[] = []
  const solanaChains: SolanaChain[] = []
  for (const chainConfig of config.chains) {
    const ids = [chainConfig.caipNetworkId, ...chainConfig.aliases]
    for (const id of ids) byId.set(id, chainConfig)
    if (chainConfig.namespace === 'eip155') {
      const chain = viemChain(chainConfig)
      const client = createPublicClient({
        chain,
        transport: http(chainConfig.rpcUrl, {
          timeout: RPC_TIMEOUT_MS,
          retryCount: 1,
          // Calls made in the same tick go out as one JSON-RPC batch (most providers accept 50).
          batch: { wait: 0, batchSize: 50 },
        }),
      })
      const entry = { config: chainConfig, chain, client }
      evmChains.push(entry)
      for (const id of ids) evmById.set(id, entry)
    } else {
      const entry = {
        config: chainConfig,
        rpc: createSolanaRpc({ url: chainConfig.rpcUrl, timeoutMs: RPC_TIMEOUT_MS }),
      }
      solanaChains.push(entry)
      for (const id of ids) solanaById.set(id, entry)
    }
  }
  return {
    chains: config.chains,
    evmChains,
    solanaChains,
    find: (id) => byId.get(id),
    evm: (id) => evmById.get(id),
    solana: (id) => solanaById.get(id),
  }
}
