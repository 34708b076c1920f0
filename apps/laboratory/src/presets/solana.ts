import { SolanaAdapter } from '@openappkit/adapter-solana'
import { defineLocalSolanaNetwork } from '@openappkit/common/networks'
import type { LabConfig } from '../config/lab-config.ts'
import { createLabAppKit, type LabAppKitExtras } from './create-lab-app-kit.ts'
import type { LabSetup } from './types.ts'

/** Solana only, through the Wallet Standard, on the devnet's cluster: no EVM library at all. */
export function createSolanaSetup(config: LabConfig, extras: LabAppKitExtras = {}): LabSetup {
  // The cluster alone: defining the devnet's EVM chains too would add keccak (their checksums).
  const devnetSolana = defineLocalSolanaNetwork({ rpcUrl: config.solanaRpcUrl })
  const networks = [devnetSolana] as const
  // The incumbent's spelling: createAppKit hands the adapter the site's Solana networks.
  return { appKit: createLabAppKit(config, networks, [new SolanaAdapter()], extras), networks }
}

/** The Solana preset. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createSolanaSetup(config)
}
