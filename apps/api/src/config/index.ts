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
  type ConfigSources,
  configFromEnv,
  DEFAULT_CONFIG_FILES,
  DEFAULT_DATABASE_URL,
  findConfigFile,
  type LoadConfigParameters,
  loadConfig,
  mergeConfig,
  parseConfig,
  readConfigSources,
} from './load-config.ts'
