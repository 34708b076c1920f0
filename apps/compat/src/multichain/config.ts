// As the incumbent's multichain example writes it, with `@reown/` replaced by `@openappkit/`:
// every network in one list, the wagmi adapter taking the EVM ones from it.
import { SolanaAdapter } from '@openappkit/adapter-solana/react'
import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import type { AppKitNetwork } from '@openappkit/appkit/networks'
import { evmNetwork, solanaNetwork } from './networks.ts'

export const projectId = 'compat-project'

export const metadata = {
  name: 'Compat multichain',
  description: 'An app written for the incumbent, moved by renaming its imports',
  url: location.origin,
  icons: [],
}

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [evmNetwork, solanaNetwork]

export const wagmiAdapter = new WagmiAdapter({ projectId, networks, ssr: false })

export const solanaWeb3JsAdapter = new SolanaAdapter()
