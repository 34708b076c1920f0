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
  AppKitNetwork,
  AppKitPublicState,
  AppKitTheme,
  FetchBalanceReturnType,
  OpenParameters,
  Subscribe,
} from './types.ts'
