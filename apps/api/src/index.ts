export {
  type ApiConfig,
  type ApiConfigInput,
  apiConfigSchema,
  type ChainConfig,
  type ConfigSources,
  configFromDevnetManifest,
  configFromEnv,
  DEFAULT_CONFIG_FILES,
  DEFAULT_DATABASE_URL,
  type DevnetManifest,
  type EvmChainConfig,
  findConfigFile,
  type LoadConfigParameters,
  loadConfig,
  mergeConfig,
  parseConfig,
  readConfigSources,
  readDevnetManifest,
  type SolanaChainConfig,
} from './config/index.ts'
export {
  type ApiDatabase,
  type Database,
  type DatabaseDialectName,
  type OpenDatabaseParameters,
  openDatabase,
} from './db/index.ts'
export {
  findPostgresBinDirectory,
  type PostgresCluster,
  type StartPostgresClusterParameters,
  startPostgresCluster,
} from './dev/postgres-cluster.ts'
export { ApiError, type ApiErrorReason, ConfigError } from './errors/index.ts'
export type { App } from './http/app-env.ts'
export {
  type ApiClock,
  type ApiContext,
  type ApiLogger,
  createJsonLogger,
  silentLogger,
} from './server/api-context.ts'
export { createApiApp } from './server/create-api-app.ts'
export { type CreateApiContextParameters, createApiContext } from './server/create-api-context.ts'
export { type StartApiParameters, type StartApiReturnType, startApi } from './server/start-api.ts'
