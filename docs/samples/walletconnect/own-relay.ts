import { createAppKit } from '@openappkit/appkit'
import { mainnet } from '@openappkit/appkit/networks'

// Your own relay (apps/relay, behind TLS): the WalletConnect client talks to it and nothing else.
// Wallets pair through it when their operator points them at it, as the devnet and tests do.
export const appKit = createAppKit({
  networks: [mainnet],
  relayUrl: 'wss://relay.dapp.example',
})
