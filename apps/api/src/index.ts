export {
  type ApiConfig,
  type ApiConfigInput,
  apiConfigSchema,
  type ChainConfig,
  configFromDevnetManifest,
  configFromEnv,
  DEFAULT_DATABASE_URL,
  DEFAULT_DEVNET_MANIFEST_PATH,
  type DevnetManifest,
  type EvmChainConfig,
  type LoadConfigParameters,
  loadConfig,
  mergeConfig,
  parseConfig,
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
