import { type CustomRpcUrls, withCustomRpcUrls } from '@openappkit/common/networks'
import type { AppKitOptions, RemoteFeatures } from '@openappkit/controllers/internal'
import type { CreateAppKitOptions } from './types.ts'

/**
 * createAppKit's `customRpcUrls` in the kit's one shape. Its option is the incumbent's spelling
 * only (`{ 'eip155:1': [{ url }] }`, checked by validateOptions), so this is a plain copy and
 * `toCustomRpcUrls`, the adapters' reader of every spelling, stays out of the first paint.
 */
export function customRpcUrlsOf(options: CreateAppKitOptions): CustomRpcUrls {
  return Object.fromEntries(
    Object.entries(options.customRpcUrls ?? {}).map(([id, entries]) => [
      id,
      (entries ?? []).map((entry) => entry.url),
    ]),
  )
}

/**
 * `remoteFeatures`, completed from the incumbent's `features.email`, `socials`, `swaps`, `onramp`
 * and `history` where `remoteFeatures` does not say; `true` keeps our default provider lists.
 */
export function toRemoteFeatures(options: CreateAppKitOptions): RemoteFeatures | undefined {
  const features = options.features
  if (!features) return options.remoteFeatures
  const fromFeatures: RemoteFeatures = {}
  if (typeof features.email === 'boolean') fromFeatures.email = features.email
  if (features.socials !== undefined) fromFeatures.socials = features.socials
  if (features.swaps === false) fromFeatures.swaps = false
  if (features.onramp === false) fromFeatures.onramp = false
  if (typeof features.history === 'boolean') fromFeatures.activity = features.history
  const given = Object.fromEntries(
    Object.entries(options.remoteFeatures ?? {}).filter(([, value]) => value !== undefined),
  )
  return { ...fromFeatures, ...given }
}

/** Maps the integrator's options onto the controllers' (`api` → `apiUrl`, RPC overrides...). */
export function toCoreOptions(
  options: CreateAppKitOptions,
  adapters: AppKitOptions['adapters'],
): AppKitOptions {
  const [first, ...rest] = options.networks
  const customRpcUrls = customRpcUrlsOf(options)
  const networks: AppKitOptions['networks'] = [
    withCustomRpcUrls(first, customRpcUrls),
    ...rest.map((network) => withCustomRpcUrls(network, customRpcUrls)),
  ]
  return {
    networks,
    defaultNetwork:
      options.defaultNetwork && withCustomRpcUrls(options.defaultNetwork, customRpcUrls),
    adapters,
    projectId: options.projectId,
    metadata: options.metadata,
    apiUrl: options.api,
    features: options.features,
    remoteFeatures: toRemoteFeatures(options),
    themeMode: options.themeMode,
    themeVariables: options.themeVariables,
    allowUnsupportedChain: options.allowUnsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch,
    defaultAccountTypes: options.defaultAccountTypes,
    tokens: options.tokens,
    siwx: options.siwx,
  }
}
