import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit } from '@openappkit/appkit'
import { base, mainnet } from '@openappkit/appkit/networks'

const networks = [mainnet, base] as const

// The embedded wallet needs your api (apps/api): it sends the e-mail codes, runs the OpenID
// Connect logins and serves the wallet's frame page, on the api's own origin.
export const appKit = createAppKit({
  networks: [...networks],
  adapters: [new WagmiAdapter({ networks: [...networks] })],
  api: 'https://api.dapp.example',
  remoteFeatures: {
    email: true,
    // Each provider must be configured in the api (`social.providers`); the order is the modal's.
    socials: ['google', 'github', 'apple', 'discord'],
  },
  features: { collapseWallets: true }, // wallets behind one "Continue with a wallet" button
})
