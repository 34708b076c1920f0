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
