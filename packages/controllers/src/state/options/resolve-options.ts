import {
  CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  WALLET_FEATURE_ORDER,
} from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import { clonePlain } from '../../platform/utils/clone-plain.ts'
import {
  DEFAULT_PREFERRED_ACCOUNT_TYPES,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SDK_TYPE,
  DEFAULT_SDK_VERSION,
} from './defaults.ts'
import type { AppKitOptions, FeatureFlags, RemoteFeatures, ResolvedOptions } from './types.ts'

function listOrOff<T>(
  value: readonly T[] | false | undefined,
  fallback: readonly T[],
): T[] | false {
  if (value === false) return false
  return [...(value ?? fallback)]
}

function resolveRemoteFeatures(remote: RemoteFeatures = {}): ResolvedOptions['remoteFeatures'] {
  return {
    swaps: listOrOff(remote.swaps, DEFAULT_REMOTE_FEATURES.swaps),
    onramp: listOrOff(remote.onramp, DEFAULT_REMOTE_FEATURES.onramp),
    email: remote.email ?? DEFAULT_REMOTE_FEATURES.email,
    socials: listOrOff(remote.socials, DEFAULT_REMOTE_FEATURES.socials),
    activity: remote.activity ?? DEFAULT_REMOTE_FEATURES.activity,
  }
}

function resolveFlags(flags: Partial<FeatureFlags>): FeatureFlags {
  const resolved: FeatureFlags = { ...DEFAULT_FEATURES }
  for (const key of Object.keys(resolved) as (keyof FeatureFlags)[]) {
    resolved[key] = flags[key] ?? DEFAULT_FEATURES[key]
  }
  return resolved
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value
}

/** Applies docs/project/behaviour.md §1 defaults to the integrator's options. */
export function resolveOptions(options: AppKitOptions): ResolvedOptions {
  // Each instance keeps its own copies so no two instances ever share a proxied object.
  const networks = options.networks.map((network) => clonePlain(network))
  const requestedDefault = options.defaultNetwork
  const defaultNetwork = requestedDefault
    ? (networks.find((network) => network.caipNetworkId === requestedDefault.caipNetworkId) ??
      clonePlain(requestedDefault))
    : networks[0]
  if (!defaultNetwork) throw new AppKitError('AT_LEAST_ONE_NETWORK_REQUIRED')
  const { walletFeaturesOrder, connectorTypeOrder, ...flags } = options.features ?? {}
  return {
    networks,
    defaultNetwork,
    projectId: nonEmpty(options.projectId),
    metadata: options.metadata,
    apiUrl: nonEmpty(options.apiUrl),
    sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? DEFAULT_SDK_VERSION,
    clientId: nonEmpty(options.clientId),
    features: {
      ...resolveFlags(flags),
      walletFeaturesOrder: [...(walletFeaturesOrder ?? WALLET_FEATURE_ORDER)],
      connectorTypeOrder: [...(connectorTypeOrder ?? CONNECTOR_TYPE_ORDER)],
    },
    remoteFeatures: resolveRemoteFeatures(options.remoteFeatures),
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    defaultAccountTypes: { ...DEFAULT_PREFERRED_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    tokens: clonePlain(
      Object.fromEntries(
        Object.entries(options.tokens ?? {}).map(([id, tokens]) => [id, [...(tokens ?? [])]]),
      ),
    ),
    onRampPublicKey: nonEmpty(options.onRampPublicKey),
  }
}
