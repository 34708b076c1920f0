import type { LabConfig } from '../config/lab-config.ts'
import { createLabSiwx } from './lab-siwx.ts'
import { createSolanaSetup } from './solana.ts'
import type { LabSetup } from './types.ts'

/** The Solana preset with sign-in required, sessions on this run's api. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createSolanaSetup(config, { siwx: createLabSiwx(config) })
}
