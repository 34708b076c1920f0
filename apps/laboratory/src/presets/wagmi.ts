import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit } from '@openappkit/appkit'
import { defineLocalNetworks } from '@openappkit/appkit/networks'
import type { LabConfig } from '../config/lab-config.ts'
import { LAB_METADATA } from './metadata.ts'
import type { LabSetup } from './types.ts'

/** EVM through wagmi on the two devnet chains, with every api-backed feature on. */
export function createLabSetup(config: LabConfig): LabSetup {
  const { devnetEvm, devnetEvm2 } = defineLocalNetworks({ evmRpcUrls: config.rpcUrls })
  const networks = [devnetEvm, devnetEvm2] as const
  const appKit = createAppKit({
    networks,
    adapters: [createWagmiAdapter({ networks })],
    api: config.apiUrl,
    metadata: LAB_METADATA,
    locale: config.locale,
    // The embedded wallet arrives with its own preset. Coinbase's checkout is the one the api
    // generates: on the devnet, its sandbox.
    remoteFeatures: { email: false, socials: false, onramp: ['meld', 'coinbase'] },
  })
  return { appKit, networks }
}
