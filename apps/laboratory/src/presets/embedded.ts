import { SolanaAdapter } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { defineLocalNetworks } from '@openappkit/appkit/networks'
import type { LabConfig } from '../config/lab-config.ts'
import { createLabAppKit } from './create-lab-app-kit.ts'
import type { LabSetup } from './types.ts'
import { viemLibrary } from './viem-library.ts'

/**
 * The embedded wallet: wagmi on the two devnet chains and Solana on its cluster, with email and
 * social login on. The wallet frame is the one this run's api serves; codes and device links go
 * to the devnet's mail catcher, social logins through its OpenID provider. One sign-in connects
 * both namespaces.
 */
export function createLabSetup(config: LabConfig): LabSetup {
  const { devnetEvm, devnetEvm2, devnetSolana } = defineLocalNetworks({
    evmRpcUrls: config.rpcUrls,
    solanaRpcUrl: config.solanaRpcUrl,
  })
  const networks = [devnetEvm, devnetEvm2, devnetSolana] as const
  const adapters = [createWagmiAdapter({ networks: [devnetEvm, devnetEvm2] }), new SolanaAdapter()]
  return {
    appKit: createLabAppKit(config, networks, adapters, true),
    networks,
    library: viemLibrary,
  }
}
