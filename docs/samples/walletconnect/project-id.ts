import { createAppKit } from '@openappkit/appkit'
import { mainnet } from '@openappkit/appkit/networks'

// A WalletConnect Cloud project id and no relayUrl: the WalletConnect network's relay
// (wss://relay.walletconnect.org), which every phone wallet in the wild is reachable through.
export const appKit = createAppKit({
  networks: [mainnet],
  projectId: 'YOUR_PROJECT_ID',
})
