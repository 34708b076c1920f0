import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { getBalances } from '../../api/actions/get-balances.ts'
import { isNetworkSupported } from '../../api/actions/is-network-supported.ts'
import { portfolioCache } from '../../api/caches.ts'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import { storageContextOf } from '../../core/storage-context-of.ts'
import type { AppKitCore } from '../../core/types.ts'
import { getCacheEntry, setCacheEntry } from '../../platform/storage/ttl-cache.ts'
import { filterTokenBalances } from './filter-token-balances.ts'
import { nativeTokenBalance } from './native-token-balance.ts'
import { readEvmBalances } from './read-evm-balances.ts'
import { readSolanaBalances } from './read-solana-balances.ts'
import { readWalletAssets } from './read-wallet-assets.ts'
import type { TokenBalanceSource } from './types.ts'

export type GetTokenBalancesParameters = {
  address: string
  caipNetwork: CaipNetwork
  /**
   * The embedded wallet is connected: ask it for its assets first (docs/project/behaviour.md §7).
   */
  embeddedWallet?: boolean | undefined
  /** Skip the 30 s cache. */
  forceUpdate?: boolean | undefined
}

export type GetTokenBalancesReturnType = { balances: TokenBalance[]; source: TokenBalanceSource }

/**
 * Thrown when balances cannot be had on a network; its message is the docs/project/behaviour.md §8
 * toast.
 */
export class TokenBalanceUnavailableError extends AppKitError<'TOKEN_BALANCE_UNAVAILABLE'> {
  override name = 'TokenBalanceUnavailableError'
  constructor(details: string) {
    super('TOKEN_BALANCE_UNAVAILABLE', { details })
  }
}

/**
 * Token balances of one account (docs/project/behaviour.md §7): the cached value for
 * network:address first; for EVM with the embedded wallet, the wallet's own assets; otherwise the
 * balance endpoint; without an API, EVM balances from one Multicall3 call and Solana's SOL and SPL
 * balances from the cluster; Bitcoin's from its adapter.
 * Tokens with decimals 0 are dropped. Throws {@link TokenBalanceUnavailableError} when the
 * network is not served.
 */
export async function getTokenBalances(
  core: AppKitCore,
  { address, caipNetwork, embeddedWallet, forceUpdate }: GetTokenBalancesParameters,
): Promise<GetTokenBalancesReturnType> {
  const { caipNetworkId, chainNamespace } = caipNetwork
  const caipAddress = `${caipNetworkId}:${address}`
  const cache = storageContextOf(core)
  if (!forceUpdate) {
    const cached = await getCacheEntry(cache, portfolioCache, caipAddress)
    if (cached) return { balances: filterTokenBalances(cached.balance), source: 'cache' }
  }

  let balances: TokenBalance[] | undefined
  let source: TokenBalanceSource = 'wallet'
  if (chainNamespace === 'eip155' && embeddedWallet) {
    balances = await readWalletAssets(core, { address, caipNetwork })
  }
  // Bitcoin's balance is the adapter's (its Esplora API): the Blockchain API has no bip122.
  const adapter = core.adapters.get(chainNamespace)
  if (!balances && chainNamespace === 'bip122' && adapter) {
    const { balance } = await adapter.getBalance({ address, caipNetwork })
    const { decimals } = caipNetwork.nativeCurrency
    balances = [nativeTokenBalance(caipNetwork, adapter.parseUnits(balance, decimals))]
    source = 'rpc'
  }
  if (!balances && core.api.enabled) {
    if (!(await isNetworkSupported(core.api, { caipNetworkId }))) {
      throw new TokenBalanceUnavailableError(`${caipNetworkId} is not supported by the API`)
    }
    // The balance endpoint keeps the portfolio cache itself.
    const fetched = await getBalances(core.api, { address, caipNetworkId, forceUpdate })
    return { balances: filterTokenBalances(fetched.balances), source: 'api' }
  }
  if (!balances && chainNamespace === 'eip155') {
    const tokens = core.state.options.tokens[caipNetworkId]
    balances = await readEvmBalances(core, { address, caipNetwork, tokens })
    source = 'rpc'
  }
  if (!balances && chainNamespace === 'solana') {
    const tokens = core.state.options.tokens[caipNetworkId]
    balances = await readSolanaBalances(core, { address, caipNetwork, tokens })
    source = 'rpc'
  }
  if (!balances) throw new TokenBalanceUnavailableError(`no balance source for ${caipNetworkId}`)
  await setCacheEntry(cache, portfolioCache, caipAddress, { caipAddress, balance: balances })
  return { balances: filterTokenBalances(balances), source }
}
