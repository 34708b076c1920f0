import { createEthersAdapter } from '@openappkit/adapter-ethers'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import type { LabSetup } from './types.ts'

/** EVM through ethers v6 on the two devnet chains: no wagmi in the page. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(config, (networks) => createEthersAdapter({ networks }))
}
