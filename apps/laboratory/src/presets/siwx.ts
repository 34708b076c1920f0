import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import { createLabSiwx } from './lab-siwx.ts'
import type { LabSetup } from './types.ts'
import { viemLibrary } from './viem-library.ts'

/** The wagmi preset with sign-in required, sessions on this run's api. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(config, (networks) => createWagmiAdapter({ networks }), viemLibrary, {
    siwx: createLabSiwx(config),
  })
}
