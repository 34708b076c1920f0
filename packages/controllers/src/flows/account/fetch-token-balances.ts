import type { ChainNamespace } from '@openappkit/common/caip'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { AppKitCore } from '../../core/types.ts'
import {
  isBalanceRetryBlocked,
  markBalanceFetchFailed,
  setBalancesLoading,
  setTokenBalances,
} from '../../state/balance/balances-actions.ts'
import { getTokenBalances } from '../../state/balance/get-token-balances.ts'
import { getConnectedAccount } from '../../state/chain/get-connected-account.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'
import { isAuthConnected } from '../../state/connector/get-auth-connector.ts'
import { updateSendState } from '../../state/send/update-send-state.ts'
import { showErrorToast } from '../../state/toast/show-toast.ts'

export type FetchTokenBalancesParameters = {
  /** Namespace whose account is read; the active one by default. */
  namespace?: ChainNamespace | undefined
  /** Skip the 30 s cache (after a send or swap). */
  forceUpdate?: boolean | undefined
}

/** The balances now in state (unchanged when nothing was fetched). */
export type FetchTokenBalancesReturnType = TokenBalance[]

/**
 * Refreshes the connected account's token balances (docs/project/behaviour.md §4, §7): loading
 * while it runs; the result goes to the balances slice, the send token list and the account's
 * tokenBalance. A failure or unsupported network shows `Token Balance Unavailable` and blocks
 * fetching for 30 s.
 */
export async function fetchTokenBalances(
  core: AppKitCore,
  parameters: FetchTokenBalancesParameters = {},
): Promise<FetchTokenBalancesReturnType> {
  const connected = getConnectedAccount(core, parameters)
  const { balances } = core.state
  if (!connected) return balances.tokenBalances
  const { namespace, address, caipNetwork } = connected
  if (isBalanceRetryBlocked(core)) return balances.tokenBalances
  setBalancesLoading(core, true)
  try {
    const result = await getTokenBalances(core, {
      address,
      caipNetwork,
      embeddedWallet: isAuthConnected(core, { namespace }),
      forceUpdate: parameters.forceUpdate,
    })
    const caipAddress = `${caipNetwork.caipNetworkId}:${address}`
    setTokenBalances(core, { caipAddress, ...result })
    const native = result.balances.find((balance) => balance.address === undefined)
    updateSendState(core, {
      tokenBalances: result.balances,
      lastRetry: undefined,
      networkBalanceInUSD: native?.value === undefined ? undefined : String(native.value),
    })
    updateAccountState(core, { namespace, patch: { tokenBalance: result.balances } })
    return result.balances
  } catch (error) {
    const failedAt = markBalanceFetchFailed(core)
    updateSendState(core, { lastRetry: failedAt })
    core.services.logger.warn('token balances unavailable', error)
    showErrorToast(core, 'TOKEN_BALANCE_UNAVAILABLE')
    return balances.tokenBalances
  } finally {
    setBalancesLoading(core, false)
  }
}
