import { WALLETCONNECT_NETWORK_RELAY_URL } from '@openappkit/common/constants'
import type { CreateAppKitOptions } from './types.ts'

export type ResolveWalletConnectRelayReturnType =
  | {
      /** The socket the client opens: `relayUrl`, or the WalletConnect network's relay. */
      relayUrl: string
      /** Sent to the relay as the `projectId` query parameter; the WalletConnect network needs it. */
      projectId: string | undefined
    }
  | undefined

type RelayOptions = Pick<CreateAppKitOptions, 'relayUrl' | 'projectId' | 'enableWalletConnect'>

/**
 * The relay WalletConnect runs on, or undefined when WalletConnect is off. A phone wallet pairs
 * through the relay it is configured with — for the wallets in the wild, the WalletConnect
 * network — whatever relay the dapp uses (a `wc:` URI names only the protocol). So a `relayUrl`
 * is that relay (ours reaches the wallets its operator points at it); a `projectId` without one is
 * the WalletConnect network's relay, the integrator having chosen it by giving its project id;
 * neither, or `enableWalletConnect: false`, is no WalletConnect at all.
 */
export function resolveWalletConnectRelay(
  options: RelayOptions,
): ResolveWalletConnectRelayReturnType {
  if (options.enableWalletConnect === false) return undefined
  const projectId = options.projectId || undefined
  if (options.relayUrl) return { relayUrl: options.relayUrl, projectId }
  if (projectId) return { relayUrl: WALLETCONNECT_NETWORK_RELAY_URL, projectId }
  return undefined
}

/**
 * The one warning for a site without WalletConnect that did not turn it off itself: how to turn
 * it on. Undefined when WalletConnect is on, or off by `enableWalletConnect: false`.
 */
export function describeWalletConnectOff(options: RelayOptions): string | undefined {
  if (options.enableWalletConnect === false || resolveWalletConnectRelay(options)) return undefined
  return (
    'WalletConnect is off: visitors without a browser wallet (every phone visitor) cannot connect. ' +
    'Set `projectId` (a WalletConnect project id) to pair with phone wallets through the ' +
    'WalletConnect network, or `relayUrl` for a relay of your own (apps/relay: the wallets you ' +
    'run, offline tests). `enableWalletConnect: false` turns it off without this warning.'
  )
}
