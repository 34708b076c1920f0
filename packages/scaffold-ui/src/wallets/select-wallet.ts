import { getConnectorById, pushView } from '@openappkit/controllers/internal'
import type { ModalContextValue } from '../context/types.ts'
import { isMobileDevice } from '../views/connecting/is-mobile-device.ts'
import { openDeepLink } from '../views/connecting/open-deep-link.ts'
import { startConnecting } from '../views/connecting/start-connecting.ts'
import { phoneWalletLink } from './phone-wallet-link.ts'
import type { WalletEntry } from './types.ts'

/**
 * The pairing URI of the WalletConnect attempt still running, the one a wallet may be handed
 * now; `undefined` when none is (an old URI must not be opened).
 */
export function livePairingUri({
  core,
  scaffold,
}: Pick<ModalContextValue, 'core' | 'scaffold'>): string | undefined {
  const { status, connectorId, namespace } = core.state.connectAttempt
  if (status !== 'connecting' || connectorId === undefined) return undefined
  const connector = getConnectorById(core, { id: connectorId, namespace })
  return connector?.type === 'WALLET_CONNECT' ? scaffold.walletConnectUri : undefined
}

/**
 * Starts connecting `entry` and opens the view that shows it: an installed wallet waits for its
 * approval, the WalletConnect connector and wallets that are not installed show a QR code. The
 * click starts the attempt, not the view, so remounting the view never prompts the wallet twice.
 * On a phone a listed wallet's app is opened by the click itself, with the pairing URI made
 * while the wallet list showed: a link opened later (after an await, from an effect) is
 * dropped by iOS and by popup blockers.
 */
export function selectWallet(
  context: Pick<ModalContextValue, 'core' | 'scaffold'>,
  entry: WalletEntry,
): void {
  const { core } = context
  if (entry.connector && entry.kind !== 'listing') {
    // The live connector from state, not the render snapshot the entry was built from.
    const connector =
      getConnectorById(core, { id: entry.connector.id, namespace: entry.connector.chain }) ??
      entry.connector
    const view = entry.kind === 'walletConnect' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
    startConnecting(context, { view, data: { connector } })
    pushView(core, { view, data: { connector } })
    return
  }
  if (entry.listing && isMobileDevice()) {
    const link = phoneWalletLink(entry.listing, {
      uri: livePairingUri(context),
      pageUrl: globalThis.location?.href ?? '',
    })
    if (link) openDeepLink(link.href)
  }
  const data = { wallet: { id: entry.id, name: entry.name } }
  startConnecting(context, { view: 'ConnectingWalletConnect', data })
  pushView(core, { view: 'ConnectingWalletConnect', data })
}
