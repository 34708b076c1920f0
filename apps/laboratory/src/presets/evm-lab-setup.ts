import type { CreateAppKitOptions } from '@openappkit/appkit'
import { defineLocalNetworks } from '@openappkit/appkit/networks'
import type { CaipNetwork } from '@openappkit/common'
import type { LabConfig } from '../config/lab-config.ts'
import { createLabAppKit, type LabAppKitExtras } from './create-lab-app-kit.ts'
import type { LabLibrary, LabSetup } from './types.ts'

type EvmNetworks = readonly [CaipNetwork, CaipNetwork]
type CreateAdapter = (networks: EvmNetworks) => NonNullable<CreateAppKitOptions['adapters']>[number]

/** The setup every EVM preset shares: the two devnet chains and the preset's adapter. */
export function createEvmLabSetup(
  config: LabConfig,
  createAdapter: CreateAdapter,
  library: LabLibrary,
  extras: LabAppKitExtras = {},
): LabSetup {
  const { devnetEvm, devnetEvm2 } = defineLocalNetworks({ evmRpcUrls: config.rpcUrls })
  const networks = [devnetEvm, devnetEvm2] as const
  const appKit = createLabAppKit(config, networks, [createAdapter(networks)], extras)
  return { appKit, networks, library }
}
