import { DEFAULT_SOCIALS, SDK_VERSION } from '@openappkit/common/constants'
import type { PreferredAccountTypes } from '../chain/types.ts'

/** docs/project/behaviour.md §4 preferred account type defaults. */
export const DEFAULT_PREFERRED_ACCOUNT_TYPES: Readonly<PreferredAccountTypes> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

/**
 * Default swap provider id. docs/project/behaviour.md §1 names it only "a swap aggregator"; we keep
 * the incumbent's option value so integrators migrating their `remoteFeatures` need no change.
 */
export const DEFAULT_SWAP_PROVIDER = '1inch'

/**
 * Default on-ramp provider id ("a named on-ramp provider" in docs/project/behaviour.md §1), kept
 * for migration.
 */
export const DEFAULT_ONRAMP_PROVIDER = 'meld'

/**
 * docs/project/behaviour.md §1 default remote features: swaps, on-ramp, email, socials and activity
 * all on.
 */
export const DEFAULT_REMOTE_FEATURES = {
  swaps: [DEFAULT_SWAP_PROVIDER],
  onramp: [DEFAULT_ONRAMP_PROVIDER],
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
} as const

export const DEFAULT_SDK_TYPE = 'appkit'
export const DEFAULT_SDK_VERSION = String(SDK_VERSION)
