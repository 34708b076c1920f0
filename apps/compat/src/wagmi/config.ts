// As the incumbent's wagmi quick start writes it, with `@reown/` replaced by `@openappkit/`.
import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import type { AppKitNetwork } from '@openappkit/appkit/networks'
import { devnet } from '../shared/devnet-network.ts'

export const projectId = 'compat-project'

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [devnet]

export const wagmiAdapter = new WagmiAdapter({ projectId, networks, ssr: false })

export const config = wagmiAdapter.wagmiConfig
