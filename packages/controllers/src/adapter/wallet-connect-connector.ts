import type { ChainNamespace } from '@openappkit/common/caip'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { Connector } from '../state/connector/types.ts'

/** The WalletConnect connector an adapter lists once it was given the site's connection. */
export function walletConnectConnector(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: namespace,
    chains: [...networks],
  }
}

/** Id of the embedded wallet's connector (email and social login), as the incumbent names it. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The embedded wallet's connector an adapter lists once it was given the frame's provider. */
export function authConnector(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
): Connector {
  return {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH',
    name: 'Embedded wallet',
    chain: namespace,
    chains: [...networks],
  }
}
