import { STORAGE_KEY_PREFIX } from '@openappkit/common/constants'
import { browserLocalStorage } from '@openappkit/controllers'

/**
 * Whether this browser may hold a WalletConnect session of the site: set when a pairing starts
 * or a session settles, cleared when it ends or a loaded client finds none. It lets a silent
 * check (wagmi's `reconnect` asks every connector `eth_accounts` on mount) answer "no accounts"
 * without downloading the WalletConnect client on a first visit. It is a hint: where the storage
 * cannot be read, the client loads and answers, as it would without one.
 */
export const WALLETCONNECT_SESSION_HINT_KEY = `${STORAGE_KEY_PREFIX}WALLETCONNECT_SESSION_HINT`

/** False only where the storage says no session was ever started here (or the last one ended). */
export function mayHaveWalletConnectSession(): boolean {
  try {
    const storage = browserLocalStorage()
    return storage ? storage.getItem(WALLETCONNECT_SESSION_HINT_KEY) !== null : true
  } catch {
    return true
  }
}

export function writeWalletConnectSessionHint(present: boolean): void {
  try {
    const storage = browserLocalStorage()
    if (present) storage?.setItem(WALLETCONNECT_SESSION_HINT_KEY, '1')
    else storage?.removeItem(WALLETCONNECT_SESSION_HINT_KEY)
  } catch {
    // A full or refused storage costs only the shortcut: the next check loads the client.
  }
}
