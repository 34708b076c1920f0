import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import type { CaipNetwork } from '@openappkit/common/networks'
import {
  AUTH_CONNECTOR_ID,
  authConnector,
  type Connector,
  walletConnectConnector,
} from '@openappkit/controllers'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** Id wagmi gives the `window.ethereum` connector. */
export const INJECTED_CONNECTOR_ID = 'injected'

/**
 * A wagmi connector as the controllers see it: EIP-6963 wallets (id = rdns) are ANNOUNCED, the
 * `window.ethereum` one INJECTED, the site's WalletConnect one WALLET_CONNECT, the embedded
 * wallet AUTH, anything else the integrator configured EXTERNAL.
 */
export function toConnector(
  connector: WagmiConnector,
  networks: readonly CaipNetwork[],
): Connector {
  if (connector.id === WALLET_CONNECT_CONNECTOR_ID)
    return walletConnectConnector('eip155', networks)
  if (connector.id === AUTH_CONNECTOR_ID) return authConnector('eip155', networks)
  const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
  const announced = connector.type === 'injected' && connector.id !== INJECTED_CONNECTOR_ID
  return {
    id: connector.id,
    type:
      connector.id === INJECTED_CONNECTOR_ID ? 'INJECTED' : announced ? 'ANNOUNCED' : 'EXTERNAL',
    name: connector.name,
    chain: 'eip155',
    chains: [...networks],
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(rdns || announced ? { info: { rdns: rdns ?? connector.id } } : {}),
  }
}
