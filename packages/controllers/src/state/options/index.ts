export {
  DEFAULT_ONRAMP_PROVIDER,
  DEFAULT_PREFERRED_ACCOUNT_TYPES,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SDK_TYPE,
  DEFAULT_SDK_VERSION,
  DEFAULT_SWAP_PROVIDER,
} from './defaults.ts'
export { type FeatureAvailability, getFeatureAvailability } from './get-feature-availability.ts'
export { resolveOptions } from './resolve-options.ts'
export type {
  AppKitOptions,
  ConnectorTypeOrderItem,
  FeatureFlags,
  Features,
  Metadata,
  RemoteFeatures,
  ResolvedOptions,
  TokenConfig,
  WalletFeature,
} from './types.ts'
