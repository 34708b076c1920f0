import type { Connector } from '@openappkit/controllers'
import type { AccountState, NetworkState } from '@openappkit/controllers/internal'

/** The embedded wallet's two EVM accounts and which one is active. */
export type EmbeddedAccountTypes = {
  active: 'smartAccount' | 'eoa'
  smartAccount: string
  owner: string
  /**
   * Smart accounts are enabled on the current network (docs/project/behaviour.md §7 smart account
   * networks).
   */
  enabled: boolean
}

export type EmbeddedAccountTypesOfParameters = {
  namespace: string
  account: AccountState
  connector: Connector | undefined
  networkState: NetworkState | undefined
  chainId: number | string | undefined
}

/**
 * The smart account and its owner when the account is the embedded wallet's on EVM and the
 * wallet reported both (docs/project/behaviour.md §3 user accounts); undefined for any other wallet
 * or chain.
 */
export function embeddedAccountTypesOf({
  namespace,
  account,
  connector,
  networkState,
  chainId,
}: EmbeddedAccountTypesOfParameters): EmbeddedAccountTypes | undefined {
  if (namespace !== 'eip155' || connector?.type !== 'AUTH') return undefined
  const accounts = account.user?.accounts ?? []
  const smartAccount = accounts.find((known) => known.type === 'smartAccount')?.address
  const owner = accounts.find((known) => known.type === 'eoa')?.address
  if (!smartAccount || !owner) return undefined
  const active = account.preferredAccountType === 'eoa' ? 'eoa' : 'smartAccount'
  const enabled =
    chainId !== undefined &&
    (networkState?.smartAccountEnabledNetworks ?? []).includes(Number(chainId))
  return { active, smartAccount, owner, enabled }
}
