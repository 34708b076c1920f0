import { BitcoinAdapter } from '@openappkit/adapter-bitcoin'
import { SolanaAdapter } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { defineLocalNetworks } from '@openappkit/appkit/networks'
import type { LabConfig } from '../config/lab-config.ts'
import { createLabAppKit, type LabAppKitExtras } from './create-lab-app-kit.ts'
import type { LabSetup } from './types.ts'
import { viemLibrary } from './viem-library.ts'

/**
 * wagmi, Solana and Bitcoin in one modal: the devnet's EVM chains, its Solana cluster and its
 * Bitcoin regtest; with the
 * embedded wallet on (the embedded preset), email, social and Farcaster login too; `siwx` requires
 * sign-in.
 */
export function createMultichainSetup(
  config: LabConfig,
  embeddedWallet = false,
  siwx?: LabAppKitExtras['siwx'],
): LabSetup {
  const { devnetEvm, devnetEvm2, devnetSolana, bitcoinRegtest } = defineLocalNetworks({
    evmRpcUrls: config.rpcUrls,
    solanaRpcUrl: config.solanaRpcUrl,
    bitcoinRpcUrl: config.bitcoinEsploraUrl,
  })
  const networks = [devnetEvm, devnetEvm2, devnetSolana, bitcoinRegtest] as const
  const adapters = [
    createWagmiAdapter({ networks: [devnetEvm, devnetEvm2] }),
    new SolanaAdapter(),
    new BitcoinAdapter(),
  ]
  return {
    appKit: createLabAppKit(config, networks, adapters, { embeddedWallet, siwx }),
    networks,
    library: viemLibrary,
  }
}

/** The multichain preset. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createMultichainSetup(config)
}
