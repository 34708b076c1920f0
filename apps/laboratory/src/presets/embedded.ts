import type { LabConfig } from '../config/lab-config.ts'
import { createMultichainSetup } from './multichain.ts'
import type { LabSetup } from './types.ts'

/**
 * The embedded wallet: wagmi on the two devnet chains and Solana on its cluster, with email,
 * social and Farcaster login on. The wallet frame is the one this run's api serves; codes and
 * device links go to the devnet's mail catcher, social logins through its OpenID provider. One
 * sign-in connects both namespaces. `?siwx=api` requires sign-in with sessions on this run's api.
 */
export async function createLabSetup(config: LabConfig): Promise<LabSetup> {
  // Loaded only with `?siwx=api`: the page without sign-in carries none of its code.
  const siwx =
    config.siwx === 'api' ? (await import('./lab-siwx.ts')).createLabSiwx(config) : undefined
  return createMultichainSetup(config, true, siwx)
}
