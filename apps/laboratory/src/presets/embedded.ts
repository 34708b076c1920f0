import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import type { LabSetup } from './types.ts'
import { viemLibrary } from './viem-library.ts'

/**
 * The embedded wallet: wagmi on the two devnet chains with email login on; the wallet frame is
 * the one this run's api serves, its codes go to the devnet's mail catcher.
 */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(
    config,
    (networks) => createWagmiAdapter({ networks }),
    viemLibrary,
    true,
  )
}
