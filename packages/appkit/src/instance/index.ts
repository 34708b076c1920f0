export { getActiveAppKit, subscribeActiveAppKit } from './active-app-kit.ts'
export {
  type CreateAppKitParameters,
  type CreateAppKitReturnType,
  type CreateAppKitServices,
  createAppKit,
} from './create-app-kit.ts'
export type {
  AppKit,
  AppKitAccount,
  AppKitBalance,
  AppKitEventState,
  AppKitNetworkState,
  AppKitProviders,
  AppKitPublicState,
  AppKitTheme,
  FetchBalanceReturnType,
  OpenParameters,
  Subscribe,
  UpdatableOptions,
} from './types.ts'
