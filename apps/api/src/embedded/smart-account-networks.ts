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
}

/**
 * The smart-account networks (SPEC §3 smartAccountEnabledNetworks): the chains listed in
 * `embedded.smartAccountNetworks`, or every EVM chain with `accountAbstraction` when the list is
 * absent. The configuration schema already refused listed chains without a bundler.
 */
export function smartAccountChainsOf({
  config,
  chains,
}: SmartAccountChainsOfParameters): readonly SmartAccountChain[] {
  const listed = config.embedded.smartAccountNetworks
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
