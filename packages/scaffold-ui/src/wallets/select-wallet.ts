import { type AppKitCore, getConnectorById, pushView } from '@openappkit/controllers'
import type { WalletEntry } from './types.ts'

/**
 * Opens the view that connects `entry`: an installed wallet waits for its approval, the
 * WalletConnect connector and wallets that are not installed show a QR code.
 */
export function selectWallet(core: AppKitCore, entry: WalletEntry): void {
  if (entry.connector && entry.kind !== 'listing') {
    // The live connector from state, not the render snapshot the entry was built from.
    const connector =
      getConnectorById(core, { id: entry.connector.id, namespace: entry.connector.chain }) ??
      entry.connector
    const view = entry.kind === 'walletConnect' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
    pushView(core, { view, data: { connector } })
    return
  }
  pushView(core, {
    view: 'ConnectingWalletConnect',
    data: { wallet: { id: entry.id, name: entry.name } },
  })
}
