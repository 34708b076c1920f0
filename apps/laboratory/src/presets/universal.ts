import { defineLocalNetworks } from '@openappkit/appkit/networks'
import type { LabConfig } from '../config/lab-config.ts'
import { createLabAppKit } from './create-lab-app-kit.ts'
import type { LabSetup } from './types.ts'
import { viemLibrary } from './viem-library.ts'

/**
 * No chain library at all: the devnet's EVM chains and its Solana cluster, every namespace
 * through WalletConnect (createAppKit adds a universal adapter for each). A phone wallet
 * approves both in one session.
 */
export function createLabSetup(config: LabConfig): LabSetup {
  const { devnetEvm, devnetEvm2, devnetSolana } = defineLocalNetworks({
    evmRpcUrls: config.rpcUrls,
    solanaRpcUrl: config.solanaRpcUrl,
  })
  const networks = [devnetEvm, devnetEvm2, devnetSolana] as const
  return { appKit: createLabAppKit(config, networks), networks, library: viemLibrary }
}
