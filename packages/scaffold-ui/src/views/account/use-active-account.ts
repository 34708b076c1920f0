import type { Connector } from '@openappkit/controllers'
import type { AccountState, NetworkState } from '@openappkit/controllers/internal'
import { useAppState } from '../../context/modal-context.tsx'
import { findConnector } from '../../wallets/find-connector.ts'

/** The active namespace's account, network (and its state) and connector, as render snapshots. */
export function useActiveAccount() {
  const chains = useAppState('chains')
  const connectors = useAppState('connectors')
  const namespace = chains.activeChain
  const account = (namespace ? chains.chains[namespace]?.accountState : undefined) as
    | AccountState
    | undefined
  const networkState = (namespace ? chains.chains[namespace]?.networkState : undefined) as
    | NetworkState
    | undefined
  const connector = findConnector(
    connectors.allConnectors as readonly Connector[],
    namespace ? connectors.activeConnectorIds[namespace] : undefined,
    namespace,
  )
  return { namespace, account, network: chains.activeCaipNetwork, connector, networkState }
}
