import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitOptions } from '@openappkit/controllers'
import type { CreateAppKitOptions } from './types.ts'

/** `network` with the integrator's `customRpcUrls` for it, when there are any. */
function withCustomRpcUrls(network: CaipNetwork, options: CreateAppKitOptions): CaipNetwork {
  const urls = options.customRpcUrls?.[network.caipNetworkId]?.map((entry) => entry.url)
  if (!urls || urls.length === 0) return network
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: urls } } }
}

/** Maps the integrator's options onto the controllers' (`api` → `apiUrl`, RPC overrides...). */
export function toCoreOptions(
  options: CreateAppKitOptions,
  adapters: AppKitOptions['adapters'],
): AppKitOptions {
  const [first, ...rest] = options.networks
  const networks: AppKitOptions['networks'] = [
    withCustomRpcUrls(first, options),
    ...rest.map((network) => withCustomRpcUrls(network, options)),
  ]
  return {
    networks,
    defaultNetwork: options.defaultNetwork && withCustomRpcUrls(options.defaultNetwork, options),
    adapters,
    projectId: options.projectId,
    metadata: options.metadata,
    apiUrl: options.api,
    features: options.features,
    remoteFeatures: options.remoteFeatures,
    themeMode: options.themeMode,
    themeVariables: options.themeVariables,
    allowUnsupportedChain: options.allowUnsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch,
    defaultAccountTypes: options.defaultAccountTypes,
    tokens: options.tokens,
    siwx: options.siwx,
  }
}
