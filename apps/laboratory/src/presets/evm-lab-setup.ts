import { type AppKit, type CreateAppKitOptions, createAppKit } from '@openappkit/appkit'
import { defineLocalNetworks } from '@openappkit/appkit/networks'
import type { CaipNetwork } from '@openappkit/common'
import type { LabConfig } from '../config/lab-config.ts'
import { LAB_METADATA } from './metadata.ts'
import type { LabLibrary, LabSetup } from './types.ts'

type EvmNetworks = readonly [CaipNetwork, CaipNetwork]
type CreateAdapter = (networks: EvmNetworks) => NonNullable<CreateAppKitOptions['adapters']>[number]

/**
 * The instance every EVM preset shares: the two devnet chains, every api-backed feature on;
 * presets differ only in the adapter they bring.
 */
export function createEvmLabSetup(
  config: LabConfig,
  createAdapter: CreateAdapter,
  library: LabLibrary,
): LabSetup {
  const { devnetEvm, devnetEvm2 } = defineLocalNetworks({ evmRpcUrls: config.rpcUrls })
  const networks = [devnetEvm, devnetEvm2] as const
  const appKit: AppKit = createAppKit({
    networks,
    adapters: [createAdapter(networks)],
    api: config.apiUrl,
    relayUrl: config.relayUrl,
    metadata: LAB_METADATA,
    locale: config.locale,
    // The embedded wallet arrives with its own preset. Coinbase's checkout is the one the api
    // generates: on the devnet, its sandbox.
    remoteFeatures: { email: false, socials: false, onramp: ['meld', 'coinbase'] },
  })
  return { appKit, networks, library }
}
