export {
  type CreateAppKitCoreParameters,
  type CreateAppKitCoreReturnType,
  type CreateAppKitCoreServices,
  createAppKitCore,
} from './create-app-kit-core.ts'
export { storageContextOf } from './storage-context-of.ts'
export type {
  AppKitCore,
  CoreRuntime,
  EventListener,
  ReconnectHandler,
  ReconnectHandlerParameters,
  ReconnectMethod,
} from './types.ts'
