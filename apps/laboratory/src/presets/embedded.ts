import type { LabConfig } from '../config/lab-config.ts'
import { createMultichainSetup } from './multichain.ts'
import type { LabSetup } from './types.ts'

/**
 * The embedded wallet: wagmi on the two devnet chains and Solana on its cluster, with email,
 * social and Farcaster login on. The wallet frame is the one this run's api serves; codes and
 * device links go to the devnet's mail catcher, social logins through its OpenID provider. One
 * sign-in connects both namespaces.
 */
export function createLabSetup(config: LabConfig): LabSetup {
  return createMultichainSetup(config, true)
}
