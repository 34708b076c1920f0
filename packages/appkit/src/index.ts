// The integrator entry. Importing it touches no browser global; the modal loads on first open.
// React bindings live in `@openappkit/appkit/react`, custom elements in `…/elements`.

// The network definition type under the incumbent's names, next to the instance's types.
export type { CaipNetwork as AppKitNetwork, CaipNetwork } from '@openappkit/common/networks'
export type {
  AccountType,
  AppKitOptions,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  Connection,
  CreateAppKit,
  EventsControllerState,
  Provider,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  UseAppKitAccountReturn,
  UseAppKitNetworkReturn,
} from './incumbent-types.ts'
export {
  type AppKit,
  type AppKitAccount,
  type AppKitBalance,
  type AppKitEventState,
  type AppKitNetworkState,
  type AppKitProviders,
  type AppKitPublicState,
  type AppKitTheme,
  type CreateAppKitParameters,
  type CreateAppKitReturnType,
  type CreateAppKitServices,
  createAppKit,
  type FetchBalanceReturnType,
  getActiveAppKit,
  type OpenParameters,
  type Subscribe,
  subscribeActiveAppKit,
  type UpdatableOptions,
} from './instance/index.ts'
export {
  type CreateAppKitOptions,
  type CustomRpcUrl,
  type IncumbentFeatures,
  type IncumbentOptions,
  InvalidOptionError,
  validateOptions,
} from './options/index.ts'
