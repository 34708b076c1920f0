import { type AppKit, type CreateAppKitOptions, createAppKit } from '@openappkit/appkit'
import type { CaipNetwork } from '@openappkit/common'
import { DEFAULT_SOCIALS } from '@openappkit/common/constants'
import { LAB_PROJECT_ID, type LabConfig } from '../config/lab-config.ts'
import { LAB_METADATA } from './metadata.ts'

/** What a preset adds to the shared instance: the embedded wallet, sign-in. */
export type LabAppKitExtras = {
  embeddedWallet?: boolean | undefined
  siwx?: CreateAppKitOptions['siwx']
}

/**
 * The instance every preset shares: this run's api and relay, every api-backed feature on;
 * presets differ only in their networks and the adapters they bring.
 */
export function createLabAppKit(
  config: LabConfig,
  networks: readonly [CaipNetwork, ...CaipNetwork[]],
  adapters: NonNullable<CreateAppKitOptions['adapters']> = [],
  { embeddedWallet = false, siwx }: LabAppKitExtras = {},
): AppKit {
  return createAppKit({
    siwx,
    networks,
    adapters,
    api: config.apiUrl,
    // `walletconnect=network`: as the incumbent's docs configure it, a projectId and no relay.
    ...(config.walletConnect === 'network'
      ? { projectId: LAB_PROJECT_ID }
      : { relayUrl: config.relayUrl }),
    metadata: LAB_METADATA,
    locale: config.locale,
    themeMode: config.theme,
    // The embedded wallet has its own preset (its frame is served by this run's api). Coinbase's
    // checkout is the one the api generates: on the devnet, its sandbox.
    remoteFeatures: {
      email: embeddedWallet,
      // The devnet's OpenID provider plays each of these; Farcaster is the api's own channel. In
      // docs/project/behaviour.md §1's default order, as a site that only turns them on gets them.
      socials: embeddedWallet ? [...DEFAULT_SOCIALS] : false,
      onramp: ['meld', 'coinbase'],
    },
  })
}
