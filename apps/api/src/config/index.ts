export {
  type ApiConfig,
  type ApiConfigInput,
  apiConfigSchema,
  type ChainConfig,
  type EvmChainConfig,
  type OnRampAssetConfig,
  type SolanaChainConfig,
  type TokenConfig,
} from './config-schema.ts'
export { configFromDevnetManifest, DEVNET_PRICES } from './devnet-config.ts'
export { type DevnetManifest, devnetManifestSchema, readDevnetManifest } from './devnet-manifest.ts'
export {
  configFromEnv,
  DEFAULT_DATABASE_URL,
  DEFAULT_DEVNET_MANIFEST_PATH,
  type LoadConfigParameters,
  loadConfig,
  mergeConfig,
  parseConfig,
} from './load-config.ts'
