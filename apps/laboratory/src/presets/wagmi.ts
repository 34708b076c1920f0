import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import type { LabSetup } from './types.ts'
import { viemLibrary } from './viem-library.ts'

/** EVM through wagmi on the two devnet chains. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(config, (networks) => createWagmiAdapter({ networks }), viemLibrary)
}
