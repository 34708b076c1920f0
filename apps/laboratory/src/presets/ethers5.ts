import { Ethers5Adapter } from '@openappkit/adapter-ethers5'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import type { LabSetup } from './types.ts'

/**
 * EVM through ethers v5 on the two devnet chains, written as an incumbent app writes it:
 * `new Ethers5Adapter()` with no networks, which createAppKit hands over.
 */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(config, () => new Ethers5Adapter())
}
