import { BitcoinAdapter } from '@openappkit/adapter-bitcoin'
import { defineBitcoinRegtestNetwork } from '@openappkit/common/networks'
import type { LabConfig } from '../config/lab-config.ts'
import { createLabAppKit } from './create-lab-app-kit.ts'
import type { LabSetup } from './types.ts'

/** Bitcoin only: sats-connect and Wallet Standard wallets on the devnet's regtest. */
export function createLabSetup(config: LabConfig): LabSetup {
  // The regtest alone: defining the devnet's EVM chains too would add keccak (their checksums).
  const bitcoinRegtest = defineBitcoinRegtestNetwork({ rpcUrl: config.bitcoinEsploraUrl })
  const networks = [bitcoinRegtest] as const
  return { appKit: createLabAppKit(config, networks, [new BitcoinAdapter()]), networks }
}
