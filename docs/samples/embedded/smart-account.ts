import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit } from '@openappkit/appkit'
import { base } from '@openappkit/appkit/networks'

// Smart accounts (ERC-4337, EntryPoint v0.7) on the chains where the api has a bundler
// (`accountAbstraction` of the chain in its configuration); an EOA everywhere else.
export const appKit = createAppKit({
  networks: [base],
  adapters: [new WagmiAdapter({ networks: [base] })],
  api: 'https://api.dapp.example',
  remoteFeatures: { email: true, socials: ['google'] },
  defaultAccountTypes: { eip155: 'smartAccount' }, // the default; `'eoa'` to start with the EOA
})
