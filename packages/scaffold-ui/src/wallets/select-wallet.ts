import { getConnectorById, pushView } from '@openappkit/controllers'
import type { ModalContextValue } from '../context/types.ts'
import { startConnecting } from '../views/connecting/start-connecting.ts'
import type { WalletEntry } from './types.ts'

/**
 * Starts connecting `entry` and opens the view that shows it: an installed wallet waits for its
 * approval, the WalletConnect connector and wallets that are not installed show a QR code. The
 * click starts the attempt, not the view, so remounting the view never prompts the wallet twice.
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
  const data = { wallet: { id: entry.id, name: entry.name } }
  startConnecting(context, { view: 'ConnectingWalletConnect', data })
  pushView(core, { view: 'ConnectingWalletConnect', data })
}
