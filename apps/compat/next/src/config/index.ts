// As the incumbent's Next.js App Router wagmi example sets it up, with `@reown/` replaced by
// `@openappkit/`: the session in a cookie (`cookieStorage`), read back on the server by the
// context provider's `cookieToInitialState`.
import { WagmiAdapter } from '@openappkit/adapter-wagmi'
import type { AppKitNetwork } from '@openappkit/appkit/networks'
import { cookieStorage, createStorage } from '@wagmi/core'
import { devnet } from './devnet-network'

export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID || 'compat-project'

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [devnet]

export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
})

export const config = wagmiAdapter.wagmiConfig
