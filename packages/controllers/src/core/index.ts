export {
  type CreateAppKitCoreParameters,
  type CreateAppKitCoreReturnType,
  type CreateAppKitCoreServices,
  createAppKitCore,
} from './create-app-kit-core.ts'
export type {
  AppKitCore,
  CoreRuntime,
  EventListener,
  ReconnectHandler,
  ReconnectHandlerParameters,
  ReconnectMethod,
} from './types.ts'
