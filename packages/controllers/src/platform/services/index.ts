export {
  type BufferedLogger,
  type CreateLoggerParameters,
  createLogger,
  type LogEntry,
  type LogSink,
} from './logger.ts'
export { type CreateMemoryStorageParameters, createMemoryStorage } from './memory-storage.ts'
export { type ResolveServicesParameters, resolveServices } from './resolve-services.ts'
export { createSystemClock } from './system-clock.ts'
export type {
  AppKitServices,
  BlobLike,
  Clock,
  FetchInitLike,
  FetchLike,
  FetchResponseLike,
  KeyValueStorage,
  Logger,
  LogLevel,
  TimerHandle,
  WebStorageLike,
  WindowLike,
} from './types.ts'
export { type CreateWebStorageParameters, createWebStorage } from './web-storage.ts'
