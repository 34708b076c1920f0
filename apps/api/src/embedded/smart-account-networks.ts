import type { ChainRegistry } from '../chains/index.ts'
import type { ApiConfig } from '../config/index.ts'

/** A chain where the embedded wallet has a smart account, with its bundler and contracts. */
export type SmartAccountChain = {
  chainId: number
  entryPoint: string
  accountFactory: string
  bundlerUrl: string
}

/** Parameters of {@link smartAccountChainsOf}. */
export type SmartAccountChainsOfParameters = {
  config: Pick<ApiConfig, 'embedded'>
  chains: Pick<ChainRegistry, 'evmChains' | 'evm'>
  /**
   * The request's project's list (`pnpm api project set --smart-account-networks`); undefined
   * keeps the configuration's.
   */
  networks?: readonly string[] | undefined
}

/**
 * The smart-account networks (docs/project/behaviour.md §3 smartAccountEnabledNetworks): the chains
 * listed by the project, else in `embedded.smartAccountNetworks`, else every EVM chain with
 * `accountAbstraction`. Listed chains without it are left out: the configuration schema refused
 * them in its own list, the project command in a project's, but the configuration may have
 * changed since a project was set.
 */
export function smartAccountChainsOf({
  config,
  chains,
  networks,
}: SmartAccountChainsOfParameters): readonly SmartAccountChain[] {
  const listed = networks ?? config.embedded.smartAccountNetworks
  const candidates = listed
    ? listed.flatMap((id) => {
        const chain = chains.evm(id)
        return chain ? [chain] : []
      })
    : chains.evmChains
  const seen = new Set<number>()
  return candidates.flatMap(({ chain, config: chainConfig }) => {
    const accountAbstraction = chainConfig.accountAbstraction
    // An alias and its chain's id listed both name one network.
    if (!accountAbstraction || seen.has(chain.id)) return []
    seen.add(chain.id)
    return [{ chainId: chain.id, ...accountAbstraction }]
  })
}

/** Every EVM chain with `accountAbstraction`: what any project may enable. */
export function accountAbstractionChainsOf(
  chains: Pick<ChainRegistry, 'evmChains' | 'evm'>,
): readonly SmartAccountChain[] {
  return smartAccountChainsOf({ config: { embedded: {} }, chains })
}
